import { describe, expect, it } from 'vitest';
import {
  AdminReviewSchema,
  AdminReviewsResponseSchema,
  ReviewBodySchema,
  ReviewPatchSchema,
  ReviewResultSchema,
  ReviewTargetSchema,
} from '../reviews/schema.ts';
import { SMS_STATUSES, SmsOutboxItemSchema, SmsOutboxResponseSchema } from '../texts/schema.ts';
import {
  AUTOMATION_KEYS,
  AUTOMATION_PLACEHOLDERS,
  AutomationKeySchema,
  AutomationPreviewBodySchema,
  AutomationPreviewSchema,
  AutomationSchema,
  AutomationsResponseSchema,
} from './schema.ts';

const automation = {
  key: 'proposal-not-opened',
  enabled: true,
  days: 2,
  mailSubject: 'Your proposal {proposalNumber}',
  mailBody: 'Hi {firstName}, see {link}',
  textBody: 'Hi {firstName}: {link}',
};

describe('follow-ups schemas', () => {
  it('lists the outbox statuses of the issue, scheduled ones with their send time', () => {
    expect(SMS_STATUSES).toEqual(['queued', 'sent', 'scheduled', 'failed', 'delivered']);
    const item = {
      to: '+12155550123',
      body: 'Your order is confirmed',
      status: 'scheduled',
      createdAt: '2027-06-12T01:00:00Z',
      sendAt: '2027-06-12T12:00:00Z',
    };
    expect(SmsOutboxResponseSchema.parse({ items: [item] }).items[0]).toEqual(
      SmsOutboxItemSchema.parse(item),
    );
    expect(SmsOutboxItemSchema.safeParse({ ...item, status: 'lost' }).success).toBe(false);
  });

  it('takes an automation with its timing and texts, and refuses unknown keys and negative days', () => {
    expect(AUTOMATION_KEYS).toHaveLength(4);
    expect(AutomationKeySchema.safeParse('birthday').error?.issues[0]?.message).toContain(
      'Choose an automation',
    );
    expect(AutomationsResponseSchema.parse({ items: [automation], textsEnabled: false }).textsEnabled).toBe(
      false,
    );
    expect(AutomationSchema.safeParse({ ...automation, days: -1 }).error?.issues[0]?.message).toBe(
      'Days cannot be negative',
    );
    for (const placeholder of AUTOMATION_PLACEHOLDERS) expect(placeholder).toMatch(/^\{\w+\}$/);
    expect(
      AutomationSchema.safeParse({ ...automation, mailBody: 'Hi {firstname}, {eventDate}' }).error?.issues[0]
        ?.message,
    ).toBe(
      'The mail body uses unknown placeholders {firstname}, {eventDate}: use {firstName}, {proposalNumber}, {link}, {expiresOn}',
    );
    expect(AutomationPreviewBodySchema.safeParse({ recordId: 0 }).success).toBe(false);
    expect(AutomationPreviewSchema.parse({ mailSubject: 's', mailBody: 'b', textBody: 't' }).textBody).toBe(
      't',
    );
  });

  it('takes 1 to 5 stars only, a blank comment by default', () => {
    expect(ReviewBodySchema.parse({ token: 't', stars: 5 }).comment).toBe('');
    expect(ReviewBodySchema.safeParse({ token: 't', stars: 6 }).error?.issues[0]?.message).toBe(
      'Choose 1 to 5 stars',
    );
    expect(ReviewBodySchema.safeParse({ token: '', stars: 3 }).success).toBe(false);
    expect(ReviewTargetSchema.parse({ kind: 'order', title: 'Order 12', eventDate: null }).kind).toBe(
      'order',
    );
    expect(ReviewResultSchema.parse({ reviewLink: null }).reviewLink).toBeNull();
    expect(ReviewPatchSchema.safeParse({}).success).toBe(false);
    const review = {
      id: 1,
      stars: 4,
      comment: '',
      firstName: 'Ana',
      title: 'Catering order ORD-012',
      published: false,
      createdAt: '2027-06-12T01:00:00Z',
    };
    expect(AdminReviewSchema.parse(review).firstName).toBe('Ana');
    expect(AdminReviewsResponseSchema.parse({ items: [review], monthly: [] }).items).toHaveLength(1);
  });
});
