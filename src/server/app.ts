import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { howToPayLines } from '../common/payments.ts';
import { ZOD_ERROR_CONFIG } from '../common/zod-config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { accountsPlugin } from './features/accounts/index.ts';
import { adminPlugin } from './features/admin/index.ts';
import { attentionPlugin } from './features/attention/index.ts';
import { auditPlugin } from './features/audit/index.ts';
import { authPlugin } from './features/auth/index.ts';
import { automationsPlugin } from './features/automations/index.ts';
import { beoPlugin } from './features/beo/index.ts';
import { billPlugin } from './features/bill/index.ts';
import { calendarPlugin } from './features/calendar/index.ts';
import { costingPlugin } from './features/costing/index.ts';
import { discountsPlugin } from './features/discounts/index.ts';
import { healthPlugin } from './features/health/index.ts';
import { imagesPlugin } from './features/images/index.ts';
import { inquiriesPlugin } from './features/inquiries/index.ts';
import { kitchenPlugin } from './features/kitchen/index.ts';
import { loyaltyPlugin } from './features/loyalty/index.ts';
import { menuPlugin } from './features/menu/index.ts';
import { messagesPlugin } from './features/messages/index.ts';
import { newsletterPlugin } from './features/newsletter/index.ts';
import { ordersPlugin } from './features/orders/index.ts';
import { outboxPlugin } from './features/outbox/index.ts';
import { paymentsPlugin } from './features/payments/index.ts';
import { photosPlugin } from './features/photos/index.ts';
import { profilePlugin } from './features/profile/index.ts';
import { qrCodesPlugin } from './features/qr-codes/index.ts';
import { quotesPlugin } from './features/quotes/index.ts';
import { recurringOrdersPlugin } from './features/recurring-orders/index.ts';
import { reviewsPlugin } from './features/reviews/index.ts';
import { seoPlugin } from './features/seo/index.ts';
import { settingsPlugin } from './features/settings/index.ts';
import { shiftsPlugin } from './features/shifts/index.ts';
import { staffPlugin } from './features/staff/index.ts';
import { switchesPlugin } from './features/switches/index.ts';
import { textsPlugin } from './features/texts/index.ts';
import { trackerPlugin } from './features/tracker/index.ts';
import { trainingPlugin } from './features/training/index.ts';
import { truckPlugin } from './features/truck/index.ts';
import { registerAccessPolicy } from './platform/access.ts';
import { createChangeFeed, type PubSub } from './platform/change-feed.ts';
import { registerClientFiles } from './platform/client-files.ts';
import { registerCookies } from './platform/cookies.ts';
import { registerErrorHandling } from './platform/errors.ts';
import type { FeaturePlugin, Platform } from './platform/feature-plugin.ts';
import {
  createHousekeeping,
  type Housekeeping,
  MAIL_RETRY_INTERVAL_MS,
  PURGE_INTERVAL_MS,
} from './platform/housekeeping.ts';
import { createJobs } from './platform/jobs.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { createLinkSigner } from './platform/link-signer.ts';
import { asyncLogDestination, logSerializers, registerRequestLog } from './platform/logging.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { openApiRoute, registerOpenApi } from './platform/openapi.ts';
import { createPaymentGateway } from './platform/payments/index.ts';
import { memoryLimitStore, registerRateLimits, sqlLimitStore } from './platform/rate-limit.ts';
import { registerRequestChecks } from './platform/request-checks.ts';
import { createSecurityCheck, registerSecurityHeaders } from './platform/security.ts';
import { createSessionStore } from './platform/sessions.ts';
import { registerSharedReads } from './platform/shared-reads.ts';
import { strictBodyCompiler } from './platform/strict-bodies.ts';
import { registerTextInputGuard } from './platform/text-input.ts';
import { createWriteLimitCheck } from './platform/write-limits.ts';

// The app's one zod wording (a missing field reads 'Required'), for every schema the server checks.
z.config(ZOD_ERROR_CONFIG);

export type AppDeps = {
  config: Config;
  db: Database;
  /** PostgreSQL's LISTEN/NOTIFY, so caches stay true across app instances; absent on PGlite. */
  pubsub?: PubSub;
  /** Called from the app's onClose, after in-flight requests are done. */
  closeDatabase?: () => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them), with the app's own serializers. */
  logStream?: { write(line: string): void };
  /** Start every timer (platform/jobs.ts) once listening; main.ts sets it, tests run a job's pass by hand. */
  backgroundJobs?: boolean;
  /** The features to register, in order (FEATURES unless a test needs only some). */
  features?: readonly FeaturePlugin[];
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    housekeeping: Housekeeping;
  }
}

/**
 * The server's features, registered in this order after the platform (decision 0088): each is one
 * plugin that makes its service, decorates the app with what later features use and registers its
 * routes in its own context. A feature names the features it needs, and Fastify refuses to register
 * it before them.
 */
export const FEATURES: readonly FeaturePlugin[] = [
  healthPlugin,
  auditPlugin,
  settingsPlugin,
  imagesPlugin,
  photosPlugin,
  switchesPlugin,
  discountsPlugin,
  loyaltyPlugin,
  // Before the features that text their customers (orders, payments, quotes; automations).
  textsPlugin,
  quotesPlugin,
  messagesPlugin,
  menuPlugin,
  ordersPlugin,
  authPlugin,
  staffPlugin,
  paymentsPlugin,
  qrCodesPlugin,
  trackerPlugin,
  recurringOrdersPlugin,
  newsletterPlugin,
  profilePlugin,
  adminPlugin,
  billPlugin,
  inquiriesPlugin,
  trainingPlugin,
  truckPlugin,
  outboxPlugin,
  seoPlugin,
  attentionPlugin,
  calendarPlugin,
  beoPlugin,
  kitchenPlugin,
  costingPlugin,
  shiftsPlugin,
  accountsPlugin,
  // Issue 40 §3 then §2: reviews (after inquiries), then the automations that send their links.
  reviewsPlugin,
  automationsPlugin,
];

export type App = FastifyInstance;

/** TRUST_PROXY as Fastify takes it: a hop count becomes a function of the hop (its types take no number). */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The API's version in its OpenAPI description: the package's. */
const APP_VERSION: string = JSON.parse(
  fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const bootId = randomUUID().slice(0, 8);
  let requestCount = 0;
  // Unique per process (a random prefix) and cheap: a UUID per request cost 2% of the menu API.
  const nextRequestId = () => `${bootId}-${(++requestCount).toString(36)}`;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      serializers: logSerializers,
      // Pino's asynchronous destination: a request never waits for its log line to be written.
      stream: deps.logStream ?? asyncLogDestination(),
    },
    // One line per request, written when it completes (registerRequestLog), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Behind a proxy (TRUST_PROXY), `request.ip` is the visitor's address from X-Forwarded-For as our
    // proxies wrote it; every rate limit and the log read `request.ip`.
    trustProxy: trustedProxies(config.trustProxy),
  });
  registerRequestLog(app);
  // Every request body is strict: an unknown key answers 400 naming it (strict-bodies.ts).
  app.setValidatorCompiler(strictBodyCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every limit of config.ts's table, counted in PostgreSQL when the app runs on one (several
  // instances may share it, as with the change feed); in memory on the embedded database.
  registerRateLimits(app, config.rateLimits, deps.pubsub ? sqlLimitStore(db) : memoryLimitStore());
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    perUnprovenAddress: app.limiter('mailPerAddress'),
    // The address the owner saved in business details, else BUSINESS_EMAIL (the settings feature,
    // registered below, answers when a mail is sent).
    replyTo: async () => (await business()).email || config.businessEmail,
  });
  const changes = createChangeFeed(deps.pubsub, app.log);
  await changes.ready;
  const sessions = createSessionStore(db, { secureCookies: config.isProduction, changes });
  // Read when asked, from the features that own them: business details (settings) and the payment
  // instructions (payments). Features registered before those use them only when they answer.
  const business = () => app.settings.getBusiness();
  const gateway = createPaymentGateway(config.payments);
  // Without online payment (decision 0057), every proposal and payment mail says how to pay instead.
  const howToPay = async () =>
    gateway.name === 'off' ? howToPayLines(await app.paymentInstructions.get(), await business()) : null;

  app.decorate('mailer', mailer);
  // Stripe's Payment Element is a script and frames from Stripe: allowed only with that gateway.
  const stripe = gateway.name === 'stripe';
  // Mail retries and the purge of expired sessions and spent tokens, on timers.
  const housekeeping = createHousekeeping({ db, mailer, sessions });
  app.decorate('housekeeping', housekeeping);
  // Every timer of the app, started by the server (backgroundJobs); tests run a job's pass by hand.
  // Features add their own (recurring orders, payment and proposal reminders) when registered.
  const jobs = createJobs(
    [
      { name: 'mail retry', everyMs: MAIL_RETRY_INTERVAL_MS, run: housekeeping.retryMail },
      { name: 'purge of expired sessions and tokens', everyMs: PURGE_INTERVAL_MS, run: housekeeping.purge },
    ],
    app.log,
  );
  const links = createLinkSigner(db);
  const platform: Platform = {
    config,
    db,
    mailer,
    changes,
    sessions,
    gateway,
    links,
    business,
    howToPay,
    jobs,
    mailing: {
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessEmail: config.businessEmail,
      business,
      links,
      howToPay,
    },
  };

  // Platform first: errors, security headers and origin checks, cookies, the access policy.
  registerErrorHandling(app);
  // JSON bodies nested deeper than any form of ours are refused while parsing (json-body.ts).
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    // The food truck page's map, loaded only when a visitor asks for it.
    extraFrameSources: [
      'https://www.google.com',
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    extraScriptSources: stripe ? ['https://js.stripe.com'] : [],
    extraConnectSources: stripe ? ['https://api.stripe.com'] : [],
  });
  // GET and HEAD bodies are never read, so @fastify/compress's request-decompression step (a
  // preParsing hook it adds to every route) is left off them; runs before the plugin's own onRoute.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) {
      route.decompress = false;
    }
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerCookies(app);
  // @fastify/multipart is registered with the upload routes only (registerUploadRoutes).
  registerAccessPolicy(app);
  await registerOpenApi(app, APP_VERSION);
  registerRequestChecks(app, {
    security: createSecurityCheck(config.publicUrl),
    sessions,
    writeLimits: createWriteLimitCheck(app.limiter('writesPerIp'), app.limiter('writesPerAccount')),
  });
  registerTextInputGuard(app);
  // Identical reads in flight share one computation (the dashboard, the calendar, the kitchen's lists).
  registerSharedReads(app);

  openApiRoute(app);

  // Then the features, each with its routes.
  for (const feature of deps.features ?? FEATURES) await app.register(feature, platform);

  // Last, the client's files: the pages, and the catch-all for every path no route took.
  await registerClientFiles(app, {
    clientDist: config.clientDist,
    publicUrl: config.publicUrl,
    business,
    changes,
  });

  // Mail left over from the last run and stale sessions are dealt with at once, then on timers.
  if (deps.backgroundJobs) app.addHook('onListen', async () => jobs.start());

  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.flush();
    await deps.closeDatabase?.();
  });

  return app;
}
