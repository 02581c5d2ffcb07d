import { featurePlugin } from '../../platform/feature-plugin.ts';
import { type BookingRules, createBookingRules } from './booking-rules.ts';
import { switchesRoutes } from './switches.routes.ts';
import { createSwitchService, type SwitchService } from './switches.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the owner turned on or off (the switches feature). */
    switches: SwitchService;
    /** Which dates and times take bookings, from the switches (the switches feature). */
    bookingRules: BookingRules;
  }
}

export const switchesPlugin = featurePlugin('switches', [], async (app, { db, changes }) => {
  const switches = createSwitchService(db, changes);
  const bookingRules = createBookingRules({ db, switches });
  app.decorate('switches', switches);
  app.decorate('bookingRules', bookingRules);
  await app.register(async (scope) => switchesRoutes(scope, { switches, bookingRules }));
});
