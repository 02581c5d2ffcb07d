import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createTextGateway } from './texts.gateway.ts';
import { createInbound } from './texts.inbound.ts';
import { createEventReminders, EVENT_REMINDERS_EVERY_MS, type EventReminders } from './texts.reminders.ts';
import { textsRoutes } from './texts.routes.ts';
import { createTextsService, type TextsService } from './texts.service.ts';

/** How often the texts held by quiet hours are looked at (8 AM comes within this). */
const SCHEDULED_TEXTS_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts (issue 40 §1): other features use queueText/textsEnabled from the feature's index.ts. */
    texts: TextsService;
    /** The event reminders' job (the day before), for tests to run a pass by hand. */
    eventReminders: EventReminders;
  }
}

/**
 * Texts to customers (issue 40 §1): the gateway (Twilio, simulated or off), consent per number,
 * quiet hours and the daily cap, the admin's outbox and Twilio's two webhooks. Registered before the
 * features that text (orders, payments, quotes, automations).
 */
export const textsPlugin = featurePlugin('texts', [], async (app, { db, config, jobs, business }) => {
  const texts = createTextsService({ db, gateway: createTextGateway(config), log: app.log });
  app.decorate('texts', texts);
  jobs.add({
    name: 'texts held by quiet hours',
    everyMs: SCHEDULED_TEXTS_EVERY_MS,
    run: () => texts.sendScheduled(),
  });
  const eventReminders = createEventReminders({ db, business, queue: texts.queue });
  app.decorate('eventReminders', eventReminders);
  jobs.add({
    name: 'event reminders by text',
    everyMs: EVENT_REMINDERS_EVERY_MS,
    run: () => eventReminders.runOnce(),
  });
  const inbound = createInbound({ texts, businessName: async () => (await business()).name });
  await app.register(async (scope) =>
    textsRoutes(scope, {
      texts,
      inbound,
      publicUrl: config.publicUrl,
      authToken: config.texts.twilio?.authToken,
    }),
  );
});
