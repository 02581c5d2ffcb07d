import { Button, type ButtonProps, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = ButtonProps & {
  /** Why the button cannot be used yet, in the person's words; null when it can. */
  reason: string | null;
  type?: 'submit' | 'button';
  onClick?: () => void;
  children: ReactNode;
};

/**
 * A button that is disabled says why, right under it, and the button points screen readers at the
 * sentence (aria-describedby): a greyed-out "Place Order" alone leaves a person guessing.
 */
export function ReasonedButton({ reason, disabled, children, ...props }: Props) {
  const id = useId();
  return (
    <div>
      <Button {...props} disabled={disabled || reason !== null} aria-describedby={reason ? id : undefined}>
        {children}
      </Button>
      {reason && (
        <Text id={id} size="sm" c="gray.8" fw={600} mt={6}>
          {reason}
        </Text>
      )}
    </div>
  );
}
