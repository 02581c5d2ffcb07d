import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from './request-form.ts';

const errorsOf = (signedIn: boolean, body: Record<string, unknown>) => {
  const result = quoteRequestSchema(signedIn).safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const request = {
  eventType: 'wedding',
  eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  guestCount: 120,
  venue: null,
  menuPackage: 'full-service',
  notes: null,
  budget: null,
};

describe('the quote request form’s schema (the page and POST /api/quotes)', () => {
  it('asks a visitor for a name, an email and a phone, in the page’s words', () => {
    expect(errorsOf(false, { ...request, contactName: null, contactEmail: '', contactPhone: '  ' })).toEqual({
      contactName: 'Please tell us your name',
      contactEmail: 'Please give an email address for your proposal',
      contactPhone: 'Please give a phone number',
    });
  });

  it('checks a visitor’s contact as an account’s: a valid email and phone', () => {
    const errors = errorsOf(false, {
      ...request,
      contactName: 'Riley Visitor',
      contactEmail: 'riley@',
      contactPhone: '12',
    });
    expect(errors).toEqual({
      contactEmail: 'Enter a valid email',
      contactPhone: 'Enter a valid phone number',
    });
    expect(
      errorsOf(false, {
        ...request,
        contactName: 'Riley Visitor',
        contactEmail: 'riley@example.com',
        contactPhone: '(215) 555-0199',
      }),
    ).toEqual({});
  });

  it('asks a signed-in client for no contact (the account’s stands), and refuses the request’s own mistakes', () => {
    expect(errorsOf(true, request)).toEqual({});
    expect(errorsOf(true, { ...request, eventType: '', guestCount: 0 })).toEqual({
      eventType: 'Choose an event type',
      guestCount: 'Please enter the number of guests as a whole number of 1 or more.',
    });
  });
});
