import { z } from 'zod';
import { TRUCK_MAX_STOPS, WEEKDAYS } from './truck-schedule.ts';

export * from './truck-schedule.ts';

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');

const TruckStopSchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: 'Choose a day' }),
    place: z.string().trim().min(1, 'Place is required').max(80, 'Place is too long'),
    address: z.string().trim().min(1, 'Address is required').max(200, 'Address is too long'),
    start: TimeSchema,
    end: TimeSchema,
  })
  .refine((stop) => stop.end > stop.start, { path: ['end'], message: 'End time must be after start time' });
export type TruckStop = z.infer<typeof TruckStopSchema>;

export const TruckScheduleSchema = z.object({
  homeBase: z.string().trim().min(1, 'Home base address is required').max(200),
  stops: z.array(TruckStopSchema).max(TRUCK_MAX_STOPS, `At most ${TRUCK_MAX_STOPS} stops`),
});
export type TruckSchedule = z.infer<typeof TruckScheduleSchema>;

const TruckStatusSchema = z.enum(['serving', 'later-today', 'closed-today']);

/** GET /api/truck/location: the spec's address and schedule, plus what a visitor needs right now. */
export const TruckLocationSchema = z.object({
  address: z.string(),
  status: TruckStatusSchema,
  current: TruckStopSchema.nullable(),
  next: z.object({ stop: TruckStopSchema, date: z.string() }).nullable(),
  today: z.array(TruckStopSchema),
  todayName: z.enum(WEEKDAYS),
  schedule: z.array(TruckStopSchema),
  homeBase: z.string(),
  timeZone: z.string(),
});
export type TruckLocation = z.infer<typeof TruckLocationSchema>;
