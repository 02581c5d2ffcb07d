import { featurePlugin } from '../../platform/feature-plugin.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { feedRoutes } from './feed.routes.ts';
import { payrollRoutes } from './payroll.routes.ts';
import { createAvailability } from './shifts.availability.ts';
import { createFeed } from './shifts.feed.ts';
import { shiftsRoutes } from './shifts.routes.ts';
import { createShiftsService } from './shifts.service.ts';
import { createSuggestions } from './shifts.suggestions.ts';

/** The crew (issue 38): shifts per event, days off, the calendar feed, payroll. */
export const shiftsPlugin = featurePlugin(
  'shifts',
  ['audit'],
  async (app, { db, mailer, business, links, config }) => {
    const publicUrl = config.publicUrl;
    const shifts = createShiftsService({ db, mailer, publicUrl, business });
    const suggestions = createSuggestions({ db, business, shifts });
    const feed = createFeed({ db, links, publicUrl });
    const availability = createAvailability({ db });
    await app.register(async (scope) => shiftsRoutes(scope, { db, shifts, suggestions, feed }));
    await app.register(async (scope) => availabilityRoutes(scope, { availability }));
    await app.register(async (scope) => feedRoutes(scope, { feed, business }));
    await app.register(async (scope) => payrollRoutes(scope, { db }));
  },
);
