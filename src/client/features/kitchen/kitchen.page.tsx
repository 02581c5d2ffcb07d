import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChefHat, IconShoppingCart } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PrepSheetTab } from './prep-sheet-tab.tsx';
import { ShoppingListTab } from './shopping-list-tab.tsx';

/** The kitchen's screen: the day's prep sheet and orders, and what to buy for the coming days (?tab=shopping). */
export function KitchenPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'shopping' ? 'shopping' : 'prep';

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Kitchen
        </Title>
        <Text c="dimmed">
          The day's dishes in pans and portions, its orders to move along, and what to buy.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'shopping' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="prep" leftSection={<IconChefHat size={16} />}>
            Prep sheet
          </Tabs.Tab>
          <Tabs.Tab value="shopping" leftSection={<IconShoppingCart size={16} />}>
            Shopping list
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prep">
          <PrepSheetTab />
        </Tabs.Panel>
        <Tabs.Panel value="shopping">
          <ShoppingListTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
