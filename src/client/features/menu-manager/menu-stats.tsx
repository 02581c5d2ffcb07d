import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MenuItem } from '../../../common/menu/schema.ts';

/** Stats cards: Total Items, With Photos, Available, Featured. */
export function MenuStats({ items }: { items: MenuItem[] }) {
  const stats = [
    { label: 'Total Items', value: items.length },
    { label: 'With Photos', value: items.filter((i) => i.imageUrl).length },
    { label: 'Available', value: items.filter((i) => i.isActive).length },
    { label: 'Featured', value: items.filter((i) => i.popular).length },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {stats.map((s) => (
        <Paper key={s.label} withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed" fw={600}>
            {s.label}
          </Text>
          <Text fz={30} fw={800} lh={1.2}>
            {s.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
