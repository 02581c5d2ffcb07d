import { Table } from '@mantine/core';
import { formatMoney } from '../../../common/money.ts';
import { lineItemAmount } from '../../../common/quotes/pricing.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import stacked from '../../ui/stacked-table.module.css';

/** A proposal's priced lines, as the portal and the proposal link show them (rows stack on phones). */
export function LineItemsTable({ items }: { items: Quote['lineItems'] }) {
  if (items.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={0} mb="md">
      <Table verticalSpacing="xs" className={stacked.table} aria-label="Line items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            // Line items have no id of their own and their order never changes on this screen.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index}>
              <Table.Td data-label="Item">{item.description}</Table.Td>
              <Table.Td data-label="Qty" ta="right">
                {item.quantity}
              </Table.Td>
              <Table.Td data-label="Unit price" ta="right">
                {formatMoney(item.unitPrice)}
              </Table.Td>
              <Table.Td data-label="Amount" ta="right">
                {formatMoney(lineItemAmount(item))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
