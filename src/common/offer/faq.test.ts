import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../business-defaults.ts';
import { faqEntries } from './text.ts';

const answers = () =>
  faqEntries(DEFAULT_BUSINESS.offer, DEFAULT_BUSINESS, { recommendedLeadHours: 48 }).map((f) => f.answer);

describe('the FAQ reads as a person wrote it', () => {
  it('says the guest minimums in one sentence per idea, packages that share a minimum together', () => {
    expect(answers()[0]).toBe(
      'Our smallest parties have 10 guests, and our event packages suit 10 to 100 guests. ' +
        'Full Service Catering, Brunch Catering and custom quotes start at 50 guests.',
    );
  });

  it('says the phone hours as spoken, not as a table row', () => {
    expect(answers()[3]).toBe(
      'Call us Tuesday to Friday from 9:00 AM to 6:00 PM, or Saturday from 10:00 AM to 4:00 PM. ' +
        'The contact form and email reach us any day, and we reply within 24 hours.',
    );
  });

  it('no answer reads like a form: no " - " ranges, no run-on lists', () => {
    for (const answer of answers()) expect(answer).not.toMatch(/ - |\) and /);
  });
});
