import {
  AUTOMATION_KEYS,
  AUTOMATION_TITLES,
  type AutomationKey,
} from '../../../common/automations/schema.ts';
import type { QuoteEvent } from '../../../common/quotes/schema.ts';
import type { AuditEntryRead } from '../audit/index.ts';

const isKey = (value: unknown): value is AutomationKey =>
  (AUTOMATION_KEYS as readonly unknown[]).includes(value);

/**
 * A follow-up sent about a proposal, as its trail says it: which automation, where the mail went, and
 * the text's fate, from the audit entry the automations' job wrote ({ automation, mail, text }).
 * 'none (no-consent)' reads 'not texted (no consent)'.
 */
export function followUpEvent(entry: AuditEntryRead): QuoteEvent {
  const after = entry.after ?? {};
  const what = isKey(after.automation) ? AUTOMATION_TITLES[after.automation] : 'Follow-up';
  const none = (value: string) => /^none \((.*)\)$/.exec(value)?.[1]?.replaceAll('-', ' ');
  const mail = typeof after.mail === 'string' ? after.mail : null;
  const text = typeof after.text === 'string' ? after.text : null;
  const parts = [
    mail === null ? null : none(mail) !== undefined ? `no mail (${none(mail)})` : `mailed to ${mail}`,
    text === null ? null : none(text) !== undefined ? `not texted (${none(text)})` : `text ${text}`,
  ].filter((part) => part !== null);
  return {
    kind: 'follow_up',
    at: entry.at.toISOString(),
    version: null,
    by: entry.actorName,
    role: 'system',
    detail: parts.length > 0 ? `${what}: ${parts.join('; ')}` : what,
  };
}
