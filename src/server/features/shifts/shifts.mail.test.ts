import { describe, expect, it } from 'vitest';
import { shiftMail } from './shifts.mail.ts';

const context = { businessName: 'Hearth & Table', publicUrl: 'https://example.test' };
const shift = (eventName: string) => ({
  role: 'driver' as const,
  startsAt: new Date('2030-06-01T15:00:00Z'),
  endsAt: new Date('2030-06-01T19:00:00Z'),
  eventName,
  location: null,
});
const lead = (eventName: string) =>
  shiftMail('assigned', { email: 'lee@example.test', name: 'Lee Park' }, shift(eventName), context).text;

describe('a shift mail names the event as a sentence would', () => {
  it('says "the" before an event, not before a customer\'s order or a removed event', () => {
    expect(lead('Smith wedding (CC-2030-014)')).toContain(
      'You are on the crew of the Smith wedding (CC-2030-014) as driver:',
    );
    expect(lead("Jordan Lee's order (#1042)")).toContain(
      "You are on the crew of Jordan Lee's order (#1042) as driver:",
    );
    expect(lead('a removed order (#1042)')).toContain(
      'You are on the crew of a removed order (#1042) as driver:',
    );
  });
});
