import { ActionIcon, Box, Group, Loader, Paper } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { CalendarGridProps } from './calendar-grid.tsx';

// The grid is fetched when a person reaches for it, so public pages' first download stays small.
const loadGrid = () => import('./calendar-grid.tsx');
const CalendarGrid = lazy(loadGrid);

export type CalendarPickerProps = Omit<CalendarGridProps, 'onSelect'> & { onSelect: (date: string) => void };

// Names that do not contain the field's own label, so `getByLabel('Event date')` still finds one field.
const BUTTON_LABEL = 'Show calendar';
const PANEL_LABEL = 'Calendar';

/**
 * A calendar beside a native date input, which stays the field people type in (and tests fill):
 * the button opens a month grid under the field that disables closed, full and too-soon days and
 * sets the date. Use `inputContainer` on the input (puts the button beside it) and render `panel`
 * after the input.
 */
export function useCalendarPicker(props: CalendarPickerProps): {
  inputContainer: (children: ReactNode) => ReactNode;
  panel: ReactNode;
} {
  const { onSelect, ...grid } = props;
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const button = (
    <ActionIcon
      ref={buttonRef}
      variant={isOpen ? 'filled' : 'default'}
      size={36}
      radius="sm"
      aria-label={BUTTON_LABEL}
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      title={BUTTON_LABEL}
      onPointerEnter={() => void loadGrid()}
      onFocus={() => void loadGrid()}
      onClick={() => setOpen((open) => !open)}
    >
      <IconCalendarEvent size={20} aria-hidden="true" />
    </ActionIcon>
  );

  const panel = isOpen ? (
    <Paper
      id={panelId}
      role="group"
      aria-label={PANEL_LABEL}
      withBorder
      shadow="sm"
      radius="md"
      p="sm"
      mt={6}
      w="100%"
      maw="calc(19rem + 2 * var(--mantine-spacing-sm) + 2px)"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <Suspense fallback={<Loader size="sm" aria-label="Loading the calendar" />}>
        <CalendarGrid
          {...grid}
          onSelect={(date) => {
            onSelect(date);
            close();
          }}
        />
      </Suspense>
    </Paper>
  ) : null;

  return {
    inputContainer: (children) => (
      <Group gap={6} wrap="nowrap" align="center">
        <Box flex={1} miw={0}>
          {children}
        </Box>
        {button}
      </Group>
    ),
    panel,
  };
}
