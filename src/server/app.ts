import '../common/zod-config.ts';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '../common/images.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { attentionRoutes } from './features/attention/attention.routes.ts';
import { createAttentionService } from './features/attention/attention.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { createImageService } from './features/images/images.service.ts';
import { inquiriesRoutes } from './features/inquiries/inquiries.routes.ts';
import { createInquiryService } from './features/inquiries/inquiries.service.ts';
import { menuRoutes } from './features/menu/menu.routes.ts';
import { createMenuService } from './features/menu/menu.service.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { createMessageService } from './features/messages/messages.service.ts';
import { createPresence } from './features/messages/presence.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrderService } from './features/orders/orders.service.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import { createPhotoService } from './features/photos/photos.service.ts';
import { quotesRoutes } from './features/quotes/quotes.routes.ts';
import { createQuoteService } from './features/quotes/quotes.service.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { trainingRoutes } from './features/training/training.routes.ts';
import { createTrainingService } from './features/training/training.service.ts';
import { truckRoutes } from './features/truck/truck.routes.ts';
import { createTruckService } from './features/truck/truck.service.ts';
import { registerAccessPolicy } from './platform/access.ts';
import { createChangeFeed, type PubSub } from './platform/change-feed.ts';
import { registerClientFiles } from './platform/client-files.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerSecurity } from './platform/security.ts';
import { createSessionStore } from './platform/sessions.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  /** PostgreSQL's LISTEN/NOTIFY, so caches stay true across app instances; absent on PGlite. */
  pubsub?: PubSub;
  /** Called from the app's onClose, after in-flight requests are done. */
  closeDatabase?: () => Promise<void>;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const sessions = createSessionStore(db, { secureCookies: config.isProduction });
  const changes = createChangeFeed(deps.pubsub, app.log);
  await changes.ready;
  const settings = createSettingsService(db, changes);
  const images = createImageService(db);
  const photos = createPhotoService({ db, images, changes });
  const business = () => settings.getBusiness();
  const quoteDeps = {
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessEmail: config.businessEmail,
    business,
  };
  const quotes = createQuoteService(quoteDeps);
  const inquiries = createInquiryService(quoteDeps);
  const training = createTrainingService({ ...quoteDeps, businessName: async () => (await business()).name });
  const truck = createTruckService(db);
  const menu = createMenuService({ db, images, changes });
  const orders = createOrderService({ db, mailer, menu, business, businessEmail: config.businessEmail });
  const messages = createMessageService({ ...quoteDeps, quotes, presence: createPresence() });
  const auth = createAuthService({
    // A visitor's quote requests and orders join the account once it proves it owns their email.
    onEmailVerified: async (user) => {
      await quotes.claimForVerifiedUser(user);
      await orders.claimForVerifiedUser(user);
    },
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessName: async () => (await settings.getBusiness()).name,
  });

  app.decorate('mailer', mailer);

  // Platform first: errors, security headers and origin checks, cookies, the access policy.
  registerErrorHandling(app);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    // The food truck page's map, loaded only when a visitor asks for it.
    extraFrameSources: ['https://www.google.com'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // One file per upload; one byte over the image limit lets the service answer 'File Too Large'.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  registerAccessPolicy(app, sessions);

  // Then each feature's routes.
  await authRoutes(app, { auth, sessions, demoMode: config.demoData, rateLimits: config.rateLimits });
  await settingsRoutes(app, { settings });
  await imagesRoutes(app, { images });
  await photosRoutes(app, { photos });
  await quotesRoutes(app, { quotes, settings });
  await messagesRoutes(app, { messages });
  await menuRoutes(app, { menu });
  await ordersRoutes(app, { orders });

  await inquiriesRoutes(app, { inquiries });
  await trainingRoutes(app, { training });
  await truckRoutes(app, { truck });
  await seoRoutes(app, { publicUrl: config.publicUrl });
  await attentionRoutes(app, { attention: createAttentionService({ db, settings }) });

  await registerClientFiles(app, { clientDist: config.clientDist, publicUrl: config.publicUrl, business });

  app.addHook('onClose', async () => {
    await mailer.flush();
    await deps.closeDatabase?.();
  });

  return app;
}
