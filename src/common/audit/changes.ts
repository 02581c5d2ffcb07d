import { formatMoney } from '../money.ts';
import { QUOTE_EVENT_LABELS } from '../quotes/signing.ts';
import type { AuditEvent } from './schema.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array of records is walked item by item; an array of plain values (ZIP codes) is one field. */
const isWalkable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  isRecord(value) || (Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item)));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function walk(path: string, before: unknown, after: unknown, out: { before: Fields; after: Fields }) {
  if (same(before, after)) return;
  if (isWalkable(before) && isWalkable(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      const b = (before as Record<string, unknown>)[key];
      const a = (after as Record<string, unknown>)[key];
      walk(path ? `${path}.${key}` : key, b, a, out);
    }
    return;
  }
  out.before[path] = before ?? null;
  out.after[path] = after ?? null;
}

/**
 * The fields two versions of a record differ in, each by its path ("offer.delivery.zones.0.fee"), so
 * a history says what changed rather than repeating a whole settings record. Null when nothing did.
 */
export function changedFields(before: unknown, after: unknown): { before: Fields; after: Fields } | null {
  const out = { before: {} as Fields, after: {} as Fields };
  walk('', before, after, out);
  return Object.keys(out.after).length === 0 ? null : out;
}

const MONEY = /^-?\d+\.\d{2}$/;
/** A field whose name says it is an amount: its text is money even as typed ("40" reads "$40.00"). */
const AMOUNT_FIELD = /(amount|price|fee|total|subtotal|tip|deposit|balance|refunded)[^.]*$/i;
const AMOUNT_TEXT = /^-?\d+(\.\d{1,2})?$/;
/** A field whose name says it is a percent (the tax rate, a service charge's rate). */
const PERCENT_FIELD = /(rate|percent)$/i;

/** A value as people read it: amounts as "$1,250.00", yes/no, lists joined, nothing as "—". */
function valueWords(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && AMOUNT_FIELD.test(field) && AMOUNT_TEXT.test(value))
    return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return MONEY.test(value) ? formatMoney(value) : value.replace(/_/g, ' ');
  if (typeof value === 'number') return PERCENT_FIELD.test(field) ? `${value}%` : String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => valueWords(item)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${words(key)}: ${valueWords(item)}`)
      .join('; ');
  return String(value);
}

/** "taxRate" → "tax rate", "halfPanCents" → "half pan cents". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/** "offer.delivery.zones.0.fee" → "Offer › delivery › zones #1 › fee". */
export function fieldWords(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part) && parts.length > 0) parts[parts.length - 1] += ` #${Number(part) + 1}`;
    else parts.push(words(part));
  }
  const text = parts.join(' › ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One changed field in words; `before` or `after` is null where the event has no such side. */
export type ChangeLine = { field: string; before: string | null; after: string | null };

/** An event's changes, one line per field: "Status: received → confirmed", or one side alone. */
export function changeLines(event: Pick<AuditEvent, 'before' | 'after'>): ChangeLine[] {
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return keys.map((key) => ({
    field: fieldWords(key),
    before: event.before && key in event.before ? valueWords(event.before[key], key) : null,
    after: event.after && key in event.after ? valueWords(event.after[key], key) : null,
  }));
}

const ACTIONS: Record<string, string> = {
  // A quote's log, in the words of its own page.
  ...QUOTE_EVENT_LABELS,
  placed: 'Order placed',
  'phone-order': 'Order taken by phone',
  'status-changed': 'Status changed',
  recorded: 'Payment recorded',
  refunded: 'Payment refunded',
  'refund-refused': 'Refund refused by the card processor',
  updated: 'Changed',
  created: 'Created',
  deleted: 'Deleted',
  invited: 'Staff member invited',
  removed: 'Staff member removed',
  'points-adjusted': 'Points adjusted',
  'tax-exemption-changed': 'Tax exemption changed',
  // A dish's recipe replaced (issue 37): its lines before and after.
  recipe: 'Recipe changed',
  // Issue 40 §2: a follow-up the app sent on the owner's behalf, and the owner's change to one.
  'automation-sent': 'Follow-up sent',
  'automation-updated': 'Automation changed',
};

/** What happened, in words ("Status changed"); an action without words reads as its own name. */
export function actionWords(action: string): string {
  return ACTIONS[action] ?? fieldWords(action);
}
