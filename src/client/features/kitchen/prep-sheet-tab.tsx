import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays, businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { isRealDate } from '../../../common/dates.ts';
import { errorText } from '../../lib/api.ts';
import { DayOrders } from './day-orders.tsx';
import { DishCard } from './dish-card.tsx';
import { usePrepSheet } from './use-kitchen.ts';

/** The kitchen's prep sheet tab: the day's dishes to prepare, marked as they are done, and the day's orders. */
export function PrepSheetTab() {
  const today = businessClock(new Date()).date;
  const [date, setDate] = useState(today);
  const sheet = usePrepSheet(date);
  const dishes = sheet.data?.dishes ?? [];
  const categories = [...new Set(dishes.map((d) => d.categoryLabel))];
  const done = dishes.filter((d) => d.prepared).length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Button
            variant="default"
            px="xs"
            miw={44}
            aria-label="Previous day"
            onClick={() => setDate(addDays(date, -1))}
          >
            <IconChevronLeft size={18} />
          </Button>
          <TextInput
            type="date"
            label="Day"
            value={date}
            onChange={(event) => {
              if (isRealDate(event.currentTarget.value)) setDate(event.currentTarget.value);
            }}
            w={170}
          />
          <Button
            variant="default"
            px="xs"
            miw={44}
            aria-label="Next day"
            onClick={() => setDate(addDays(date, 1))}
          >
            <IconChevronRight size={18} />
          </Button>
          {date !== today && (
            <Button variant="subtle" onClick={() => setDate(today)}>
              Today
            </Button>
          )}
        </Group>
        <Button
          component="a"
          href={`/api/kitchen/prep?date=${date}&format=pdf`}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconPrinter size={18} />}
        >
          Print prep sheet
        </Button>
      </Group>

      <div>
        <Title order={2} fz="xl">
          {formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
        </Title>
        {dishes.length > 0 && (
          <Text c="dimmed">
            {done} of {dishes.length} dishes prepared
          </Text>
        )}
      </div>

      {sheet.isError && (
        <Alert color="red" title="The prep sheet could not be loaded">
          {errorText(sheet.error, 'Please try again.')}
        </Alert>
      )}
      {sheet.isPending && <Skeleton height={240} radius="lg" />}
      {sheet.data && dishes.length === 0 && (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">Nothing to prepare on this day.</Text>
        </Paper>
      )}
      {categories.map((category) => (
        <section key={category} aria-label={category}>
          <Title order={3} fz="lg" mb="xs">
            {category}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {dishes
              .filter((d) => d.categoryLabel === category)
              .map((dish) => (
                <DishCard key={dish.menuItemId ?? dish.name} date={date} dish={dish} />
              ))}
          </SimpleGrid>
        </section>
      ))}

      <DayOrders date={date} />
    </Stack>
  );
}
