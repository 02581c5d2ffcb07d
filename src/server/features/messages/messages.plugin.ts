import { featurePlugin } from '../../platform/feature-plugin.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessageService } from './messages.service.ts';
import { createPresence } from './presence.ts';

export const messagesPlugin = featurePlugin('messages', ['quotes'], async (app, { mailing }) => {
  const messages = createMessageService({
    ...mailing,
    quotes: app.quotes,
    presence: createPresence(),
  });
  await app.register(async (scope) => messagesRoutes(scope, { messages }));
});
