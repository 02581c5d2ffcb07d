import type { Automation, AutomationKey } from '../../../common/automations/schema.ts';

/**
 * Each automation as it runs until the owner saves their own (issue 40 §2), all on. `days`: after the
 * proposal was sent or opened, before it expires, or after the event or order's day.
 */
export const DEFAULT_AUTOMATIONS: Record<AutomationKey, Omit<Automation, 'key'>> = {
  'proposal-not-opened': {
    enabled: true,
    days: 2,
    mailSubject: 'Your proposal {proposalNumber} is waiting for you',
    mailBody:
      'Hello {firstName},\n\nWe sent you proposal {proposalNumber} a couple of days ago and wanted to make sure it reached you. You can read it here:\n{link}\n\nAny question, just reply to this mail.',
    textBody: 'Hi {firstName}, your proposal {proposalNumber} is ready to read: {link}',
  },
  'proposal-not-signed': {
    enabled: true,
    days: 3,
    mailSubject: 'Any questions about proposal {proposalNumber}?',
    mailBody:
      'Hello {firstName},\n\nThank you for looking at proposal {proposalNumber}. If anything should change (the menu, the guest count, the timing) tell us and we will revise it; when it suits you, you can sign it online:\n{link}',
    textBody:
      'Hi {firstName}, any questions about proposal {proposalNumber}? Sign or ask for changes: {link}',
  },
  'proposal-expiring': {
    enabled: true,
    days: 2,
    // What issue 27's expiry mail said that matters: the number, the date and the link to sign.
    mailSubject: 'Proposal {proposalNumber} expires on {expiresOn}',
    mailBody:
      'Hello {firstName},\n\nYour proposal {proposalNumber} is open to signature until {expiresOn}. To keep your date, read and sign it here:\n{link}\n\nAfter that, ask us to renew it.',
    textBody: 'Hi {firstName}, proposal {proposalNumber} expires on {expiresOn}. Sign it here: {link}',
  },
  'thank-you': {
    enabled: true,
    days: 1,
    mailSubject: 'Thank you from all of us',
    mailBody:
      'Hello {firstName},\n\nThank you for having us cook for you. How did we do? Rate us in one minute (1 to 5 stars):\n{link}',
    textBody: 'Thank you, {firstName}! How did we do? Rate us here: {link}',
  },
};
