import { featurePlugin } from '../../platform/feature-plugin.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessageService } from './messages.service.ts';
import { createPresence } from './presence.ts';

export const messagesPlugin = featurePlugin(
  'messages',
  ['quotes'],
  async (app, { db, mailer, config, business }) => {
    const messages = createMessageService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessEmail: config.businessEmail,
      business,
      quotes: app.quotes,
      presence: createPresence(),
    });
    await app.register(async (scope) => messagesRoutes(scope, { messages }));
  },
);
