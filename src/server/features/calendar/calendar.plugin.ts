import { featurePlugin } from '../../platform/feature-plugin.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

export const calendarPlugin = featurePlugin('calendar', ['switches'], async (app, { db }) => {
  const calendar = createCalendarService({ db, bookingRules: app.bookingRules });
  await app.register(async (scope) => calendarRoutes(scope, { calendar }));
});
