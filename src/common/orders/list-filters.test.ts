import { describe, expect, it } from 'vitest';
import { dateRange, NO_ORDER_FILTERS, orderListQuery, rangeOf } from './list-filters.ts';

// Thursday, Dec 3, 2026, noon in Philadelphia.
const thursday = new Date('2026-12-03T17:00:00Z');

describe('the orders list filters', () => {
  it("the owner's week is today and the six days after, on the business clock", () => {
    expect(dateRange('this-week', thursday)).toEqual({ from: '2026-12-03', to: '2026-12-09' });
    // Sunday evening in Philadelphia is already Monday in UTC: the week starts that Sunday.
    expect(dateRange('this-week', new Date('2026-12-07T03:00:00Z'))).toEqual({
      from: '2026-12-06',
      to: '2026-12-12',
    });
    expect(dateRange('today', thursday)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(dateRange('this-month', thursday)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('names the range its dates are, and sends only the filters set', () => {
    expect(rangeOf({ from: '2026-12-03', to: '2026-12-09' }, thursday)).toBe('this-week');
    expect(rangeOf({ from: '2026-11-30', to: '2026-12-05' }, thursday)).toBeNull();
    expect(orderListQuery(2, 10, { ...NO_ORDER_FILTERS, q: ' 215 ', paid: 'false' })).toBe(
      'page=2&pageSize=10&q=215&paid=false',
    );
  });
});
