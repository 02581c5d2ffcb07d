import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { checkPassword } from '../../../common/password.ts';

/**
 * The live checklist of the spec's password rules, plus the confirmation match line. A rule not met
 * yet is a neutral bullet, not a red cross: before anything is typed it is a list of what to do.
 */
export function PasswordChecklist({ password, confirm }: { password: string; confirm?: string }) {
  const checks = checkPassword(password);
  const showMatch = confirm !== undefined && confirm.length > 0;
  const matches = password === confirm;
  return (
    <div aria-live="polite">
      <List spacing={4} size="sm" center aria-label="Password requirements">
        {checks.map(({ rule, met }) => (
          <List.Item
            key={rule.id}
            icon={
              <ThemeIcon
                color={met ? 'sage' : 'gray'}
                variant={met ? 'filled' : 'light'}
                size={18}
                radius="xl"
              >
                {met ? <IconCheck size={12} /> : <IconPointFilled size={10} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'sage.8' : 'dark.6'}>
              {rule.label}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </Text>
          </List.Item>
        ))}
      </List>
      {showMatch && (
        <Text size="sm" mt={6} fw={600} c={matches ? 'sage.8' : 'red.7'}>
          {matches ? 'Passwords match' : "Passwords don't match"}
        </Text>
      )}
    </div>
  );
}
