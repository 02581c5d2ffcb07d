import { toE164 } from '../../../common/phone-e164.ts';
import { keywordOf } from './texts.rules.ts';
import type { TextsService } from './texts.service.ts';

/** The replies carriers expect to STOP and START (issue 40 §1), with the business's name. */
const STOP_CONFIRMATION = (business: string) =>
  `${business}: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.`;
const START_CONFIRMATION = (business: string) =>
  `${business}: you are subscribed to texts about your orders again. Reply STOP to unsubscribe.`;

/**
 * A text from a customer's phone. STOP (and its synonyms) opts the number out at once and is
 * confirmed once: a second STOP changes nothing and gets no reply. START opts it back in, confirmed
 * once too. Anything else is left for the owner (Twilio's console keeps it).
 */
export function createInbound(deps: { texts: TextsService; businessName: () => Promise<string> }) {
  const { texts } = deps;
  async function receive(from: string, body: string, now = new Date()): Promise<'stop' | 'start' | null> {
    const phone = toE164(from);
    const keyword = keywordOf(body);
    if (!phone || !keyword) return null;
    if (keyword === 'stop') {
      const { changed } = await texts.consents.optOut(phone, 'sms', null, now);
      await texts.consents.syncAccounts(phone, false, toE164);
      if (changed)
        await texts.confirm(phone, STOP_CONFIRMATION(await deps.businessName()), 'stop-confirmation', now);
      return keyword;
    }
    const wasIn = (await texts.consents.stateOf(phone)) === 'in';
    await texts.consents.optIn(phone, 'sms', null, now);
    await texts.consents.syncAccounts(phone, true, toE164);
    if (!wasIn)
      await texts.confirm(phone, START_CONFIRMATION(await deps.businessName()), 'start-confirmation', now);
    return keyword;
  }
  return { receive };
}

export type TextsInbound = ReturnType<typeof createInbound>;
