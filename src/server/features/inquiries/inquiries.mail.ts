import type { BusinessIdentity } from '../../../common/business.ts';
import type { InquiryBody } from '../../../common/inquiries.ts';
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
    `We promised a reply ${replyWithin(input.business.offer)}. Mark it handled once answered: ${input.publicUrl}/inquiries`,
  ];
  return {
    to: input.to,
    subject: `New inquiry #${input.id} from ${body.fullName}${body.eventType ? ` (${body.eventType})` : ''}`,
    text: `${lines.join('\n')}\n`,
  };
}
