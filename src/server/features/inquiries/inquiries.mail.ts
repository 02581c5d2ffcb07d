import type { BusinessIdentity } from '../../../common/business.ts';
import { firstName } from '../../../common/customer-name.ts';
import type { InquiryBody, TruckRequestBody } from '../../../common/inquiries.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import type { MailMessage } from '../../platform/mail.ts';

/** The business's copy of a contact-form message: everything needed to reply without opening the app. */
export function inquiryMail(input: {
  to: string;
  business: BusinessIdentity;
  publicUrl: string;
  id: number;
  body: InquiryBody;
}): MailMessage {
  const { body } = input;
  const lines = [
    `A visitor sent a message through the contact form of ${input.business.name}.`,
    '',
    `Name: ${body.fullName}`,
    `Email: ${body.email}`,
    `Phone: ${body.phone ?? 'not given'}`,
    `Event type: ${body.eventType ?? 'not given'}`,
    `Event date: ${body.eventDate ?? 'not given'}`,
    `Guests: ${body.guestCount ?? 'not given'}`,
    '',
    'Message:',
    body.message ?? '(no message)',
    '',
    `We promised a reply ${replyWithin(input.business.offer)}. Answer it from the app (the visitor gets your answer by mail): ${input.publicUrl}/inquiries`,
  ];
  return {
    to: input.to,
    subject: `New inquiry #${input.id} from ${body.fullName}${body.eventType ? ` (${body.eventType})` : ''}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** The business's copy of a 1–3 star review (issue 40 §3): an inquiry to answer. */
export function reviewInquiryMail(input: {
  to: string;
  publicUrl: string;
  id: number;
  review: ReviewInquiry;
}): MailMessage {
  const { review } = input;
  const lines = [
    `${review.fullName} rated ${review.title} ${review.stars} of 5 stars.`,
    '',
    `Email: ${review.email || 'not given'}`,
    `Phone: ${review.phone ?? 'not given'}`,
    '',
    'Comment:',
    review.comment || '(no comment)',
    '',
    `We promised to get back to them. Answer it from the app: ${input.publicUrl}/inquiries`,
  ];
  return {
    to: input.to,
    subject: `A ${review.stars}-star review from ${review.fullName}: inquiry #${input.id}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** A low review as the inquiries feature takes it. */
export type ReviewInquiry = {
  fullName: string;
  email: string;
  phone: string | null;
  stars: number;
  title: string;
  comment: string;
};

const contactLine = (business: BusinessIdentity) =>
  [business.phone && `call us at ${business.phone}`, business.email && `write to ${business.email}`]
    .filter(Boolean)
    .join(' or ');

/**
 * The visitor's acknowledgement: it repeats none of their message, so the form cannot be used to
 * send someone else a text of the visitor's choosing; the address is unproven (limited per hour).
 */
export function inquiryAcknowledgementMail(input: {
  business: BusinessIdentity;
  body: Pick<InquiryBody, 'fullName' | 'email'>;
}): MailMessage {
  const { business, body } = input;
  const reach = contactLine(business);
  const lines = [
    `Hello ${firstName(body.fullName)},`,
    '',
    `Thank you for writing to ${business.name}. We have your message and will answer ${replyWithin(business.offer)}.`,
    ...(reach ? ['', `If your event is close and you need us sooner, ${reach}.`] : []),
    '',
    'If you did not use our contact form, you can ignore this mail.',
    '',
    business.name,
  ];
  return {
    to: body.email,
    subject: `Thank you for writing to ${business.name}`,
    text: `${lines.join('\n')}\n`,
    unproven: true,
  };
}

/** The owner's answer to an inquiry, mailed to the visitor with their original message below it. */
export function inquiryReplyMail(input: {
  business: BusinessIdentity;
  inquiry: { email: string; fullName: string; message: string | null; createdAt: Date };
  message: string;
  senderName: string | null;
}): MailMessage {
  const { business, inquiry } = input;
  const lines = [
    `Hello ${firstName(inquiry.fullName)},`,
    '',
    input.message,
    '',
    input.senderName ? `${input.senderName}, ${business.name}` : business.name,
    ...(business.phone ? [business.phone] : []),
    ...(inquiry.message
      ? ['', '--- Your message ---', ...inquiry.message.split('\n').map((line) => `> ${line}`)]
      : []),
  ];
  return {
    to: inquiry.email,
    subject: `Re: your message to ${business.name}`,
    text: `${lines.join('\n')}\n`,
  };
}

/** The owner's copy of a Book the Truck request: the stop to plan, first. */
export function truckRequestMail(input: {
  to: string;
  business: BusinessIdentity;
  publicUrl: string;
  id: number;
  body: TruckRequestBody;
}): MailMessage {
  const { body } = input;
  const lines = [
    `A truck request came in through the food truck page of ${input.business.name}.`,
    '',
    `Date: ${body.eventDate}`,
    `Start: ${body.startTime}, for ${body.hours} hours`,
    `Place: ${body.place}`,
    `Guests: ${body.guestCount}`,
    '',
    `Name: ${body.fullName}`,
    `Email: ${body.email}`,
    `Phone: ${body.phone ?? 'not given'}`,
    '',
    'Message:',
    body.message ?? '(no message)',
    '',
    `Answer it from the app (the visitor gets your answer by mail): ${input.publicUrl}/inquiries`,
  ];
  return {
    to: input.to,
    subject: `Truck request #${input.id}: ${body.eventDate} at ${body.place}, ${body.guestCount} guests`,
    text: `${lines.join('\n')}\n`,
  };
}
