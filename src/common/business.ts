import { z } from 'zod';

/** The business's identity: one record used by every page, the footer, mail and proposals. */
export const BusinessIdentitySchema = z.object({
  name: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(200),
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(7).max(40),
  email: z.email(),
  website: z.url(),
  instagram: z.url(),
  hours: z.array(z.object({ days: z.string().max(60), time: z.string().max(60) })).max(10),
  foundedYear: z.number().int().min(1900).max(2100),
});
export type BusinessIdentity = z.infer<typeof BusinessIdentitySchema>;

/** Demo identity: plausible, and fictional on its face (555 number, .example domains). */
export const DEFAULT_BUSINESS: BusinessIdentity = {
  name: 'Hearth & Table Catering',
  tagline: 'Full-service catering for Philadelphia events since 2018',
  address: '1450 Example Avenue, Suite 2',
  city: 'Philadelphia, PA 19123',
  phone: '(215) 555-0142',
  email: 'events@hearthandtable.example',
  website: 'https://hearthandtable.example',
  instagram: 'https://www.instagram.com/hearthandtable.example',
  hours: [
    { days: 'Tuesday - Friday', time: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
    { days: 'Sunday - Monday', time: 'Events only' },
  ],
  foundedYear: 2018,
};
