import { z } from 'zod';
import { OptionalPhoneSchema } from './phone.ts';

export const TRAINING_CATEGORIES = [
  { value: 'culinary', label: 'Culinary Skills' },
  { value: 'etiquette', label: 'Etiquette & Service' },
  { value: 'private', label: 'Private Coaching' },
] as const;
type TrainingCategory = (typeof TRAINING_CATEGORIES)[number]['value'];

export type TrainingProgram = {
  id: string;
  title: string;
  description: string;
  duration: string;
  sessions: string;
  /** Price as shown: "$599", "$150 per hour". */
  price: string;
  category: TrainingCategory;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced' | 'All levels';
  maxStudents: number;
  features: string[];
  schedule: string;
  nextStart: string;
};

/** The spec's four programs: prices $599, $1,299, $150 per hour, $299; at most 12, 8, 4 and 15 students. */
export const TRAINING_PROGRAMS: readonly TrainingProgram[] = [
  {
    id: 'chef-fundamentals',
    title: 'Chef Fundamentals',
    description:
      'Knife skills, stocks and sauces, roasting and braising: the kitchen basics our own cooks learn first, taught on our catering line.',
    duration: '6 weeks',
    sessions: '12 sessions of 3 hours',
    price: '$599',
    category: 'culinary',
    difficulty: 'Beginner',
    maxStudents: 12,
    features: ['Chef knife and apron to keep', 'All ingredients included', 'Certificate of completion'],
    schedule: 'Tuesdays and Thursdays, 6:00 PM - 9:00 PM',
    nextStart: 'First Tuesday of next month',
  },
  {
    id: 'catering-masterclass',
    title: 'Event Catering Masterclass',
    description:
      'Plan, cost and cook for 100 guests: menu engineering, batch cooking, food safety and running a service on the day.',
    duration: '8 weeks',
    sessions: '8 sessions of 4 hours',
    price: '$1,299',
    category: 'culinary',
    difficulty: 'Advanced',
    maxStudents: 8,
    features: ['Cook a real event with our team', 'Costing and menu templates', 'ServSafe exam preparation'],
    schedule: 'Saturdays, 9:00 AM - 1:00 PM',
    nextStart: 'Second Saturday of next month',
  },
  {
    id: 'private-coaching',
    title: 'Private Chef Coaching',
    description:
      'One-to-one or small-group time with our executive chef, in our kitchen or yours, on the dishes and skills you choose.',
    duration: 'Flexible',
    sessions: 'Book by the hour',
    price: '$150 per hour',
    category: 'private',
    difficulty: 'All levels',
    maxStudents: 4,
    features: ['A plan built around your goals', 'Your kitchen or ours', 'Recipes to take home'],
    schedule: 'By appointment, Tuesday to Saturday',
    nextStart: 'Any week',
  },
  {
    id: 'dining-etiquette',
    title: 'Dining Etiquette & Hospitality',
    description:
      'Table settings, service styles, wine basics and hosting with confidence, for hospitality staff, students and hosts.',
    duration: '1 weekend',
    sessions: '2 sessions of 4 hours',
    price: '$299',
    category: 'etiquette',
    difficulty: 'Beginner',
    maxStudents: 15,
    features: [
      'A plated five-course practice dinner',
      'Service and table-setting guide',
      'Certificate of completion',
    ],
    schedule: 'Saturday and Sunday, 10:00 AM - 2:00 PM',
    nextStart: 'Last weekend of next month',
  },
];

const TRAINING_PROGRAM_IDS = TRAINING_PROGRAMS.map((p) => p.id) as [string, ...string[]];

export function findProgram(id: string): TrainingProgram | undefined {
  return TRAINING_PROGRAMS.find((p) => p.id === id);
}

const TRAINING_REQUEST_KINDS = ['enroll', 'info'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const TrainingRequestBodySchema = z.object({
  programId: z.enum(TRAINING_PROGRAM_IDS, { error: 'Choose a program' }),
  kind: z.enum(TRAINING_REQUEST_KINDS, { error: 'Choose enroll or learn more' }),
  participants: z
    .number('Participants must be a number')
    .int('Participants must be a whole number')
    .min(1, 'At least 1 participant')
    .max(15, 'At most 15 participants'),
  phone: OptionalPhoneSchema,
  message: z.preprocess(blankToUndefined, z.string().trim().max(2000, 'Message is too long').optional()),
});
export type TrainingRequestBody = z.infer<typeof TrainingRequestBodySchema>;

export const TrainingRequestSchema = z.object({
  id: z.number().int(),
  programId: z.string(),
  programTitle: z.string(),
  kind: z.enum(TRAINING_REQUEST_KINDS),
  participants: z.number().int(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  requester: z.object({ username: z.string(), email: z.string(), fullName: z.string().nullable() }),
});
export type TrainingRequest = z.infer<typeof TrainingRequestSchema>;

export const TrainingRequestListSchema = z.object({
  items: z.array(TrainingRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  openCount: z.number().int(),
});
export type TrainingRequestList = z.infer<typeof TrainingRequestListSchema>;

export const TRAINING_REQUEST_SENT = 'Request Sent';
