import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('documents and mails use the name the customer gave, not the login name', () => {
  it('a client who signs in as "nadia…" and asks as Nadia Haddad is Nadia Haddad everywhere', async () => {
    const { account, cookie } = await newClient(t.app, 'nadia');
    const quote = await createQuote(t.app, cookie, { contactName: 'Nadia Haddad' });
    expect(quote.clientName).toBe('Nadia Haddad');
    const [acknowledgement] = await mailsTo(t.app, t.db, account.email);
    expect(acknowledgement?.text).toMatch(/^Hello Nadia,/);
    expect(acknowledgement?.text).not.toContain(account.username);

    const pdf = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Prepared for: Nadia Haddad');
    expect(text).not.toContain(`Prepared for: ${account.username}`);
  });

  it('a full name saved in the profile comes first; the login name only when nothing else is known', async () => {
    const { account, cookie } = await newClient(t.app, 'sam');
    const bare = await createQuote(t.app, cookie);
    expect(bare.clientName).toBe(account.username);
    const saved = await call(t.app, 'PATCH', '/api/profile', cookie, { fullName: 'Samira Okafor' });
    expect(saved.statusCode).toBe(200);
    const read = (await call(t.app, 'GET', `/api/quotes/${bare.id}`, cookie)).json<Quote>();
    expect(read.clientName).toBe('Samira Okafor');
  });
});
