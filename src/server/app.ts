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
import { adminRoutes } from './features/admin/admin.routes.ts';
import { createAdminService } from './features/admin/admin.service.ts';
import { attentionRoutes } from './features/attention/attention.routes.ts';
import { createAttentionService } from './features/attention/attention.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSignInGuard } from './features/auth/sign-in-guard.ts';
import { beoRoutes } from './features/beo/beo.routes.ts';
import { createBeoService } from './features/beo/beo.service.ts';
import { billRoutes } from './features/bill/bill.routes.ts';
import { createBillService } from './features/bill/bill.service.ts';
import { calendarRoutes } from './features/calendar/calendar.routes.ts';
import { createCalendarService } from './features/calendar/calendar.service.ts';
import { discountsRoutes } from './features/discounts/discounts.routes.ts';
import { createDiscountService } from './features/discounts/discounts.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { imagesRoutes } from './features/images/images.routes.ts';
import { createImageService } from './features/images/images.service.ts';
import { inquiriesRoutes } from './features/inquiries/inquiries.routes.ts';
import { createInquiryService } from './features/inquiries/inquiries.service.ts';
import { kitchenRoutes } from './features/kitchen/kitchen.routes.ts';
import { createKitchenService } from './features/kitchen/kitchen.service.ts';
import { loyaltyRoutes } from './features/loyalty/loyalty.routes.ts';
import { createLoyaltyService } from './features/loyalty/loyalty.service.ts';
import { createRewardCodes } from './features/loyalty/reward-codes.ts';
import { menuRoutes } from './features/menu/menu.routes.ts';
import { createMenuService } from './features/menu/menu.service.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { createMessageService } from './features/messages/messages.service.ts';
import { createPresence } from './features/messages/presence.ts';
import { newsletterRoutes } from './features/newsletter/newsletter.routes.ts';
import { createNewsletterService } from './features/newsletter/newsletter.service.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { createOrderService } from './features/orders/orders.service.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { createOutboxService } from './features/outbox/outbox.service.ts';
import { paymentTestRoutes } from './features/payments/payment-test.routes.ts';
import { createPaymentInstructions } from './features/payments/payments.instructions.ts';
import { createOrderPayments } from './features/payments/payments.orders.ts';
import {
  createPaymentReminders,
  PAYMENT_REMINDERS_EVERY_MS,
  type PaymentReminders,
} from './features/payments/payments.reminders.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentService } from './features/payments/payments.service.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import { createPhotoService } from './features/photos/photos.service.ts';
import { createAccountService } from './features/profile/profile.account.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { qrCodesRoutes } from './features/qr-codes/qr-codes.routes.ts';
import { createQrCodeService } from './features/qr-codes/qr-codes.service.ts';
import { quotesOnBehalfRoutes } from './features/quotes/quotes.on-behalf.routes.ts';
import {
  createProposalReminders,
  PROPOSAL_REMINDERS_EVERY_MS,
  type ProposalReminders,
} from './features/quotes/quotes.reminders.ts';
import { quotesRoutes } from './features/quotes/quotes.routes.ts';
import { createQuoteService } from './features/quotes/quotes.service.ts';
import {
  createOccurrenceJob,
  OCCURRENCE_JOB_EVERY_MS,
  type OccurrenceJob,
} from './features/recurring-orders/recurring-orders.job.ts';
import { recurringOrdersRoutes } from './features/recurring-orders/recurring-orders.routes.ts';
import { createRecurringOrderService } from './features/recurring-orders/recurring-orders.service.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { createBookingRules } from './features/switches/booking-rules.ts';
import { switchesRoutes } from './features/switches/switches.routes.ts';
import { createSwitchService } from './features/switches/switches.service.ts';
import { trackerRoutes } from './features/tracker/tracker.routes.ts';
import { createTrackerService } from './features/tracker/tracker.service.ts';
import { trainingRoutes } from './features/training/training.routes.ts';
import { createTrainingService } from './features/training/training.service.ts';
import { truckRoutes } from './features/truck/truck.routes.ts';
import { createTruckService } from './features/truck/truck.service.ts';
import { registerAccessPolicy } from './platform/access.ts';
import { createChangeFeed, type PubSub } from './platform/change-feed.ts';
import { registerClientFiles } from './platform/client-files.ts';
import { registerCookies } from './platform/cookies.ts';
import { registerErrorHandling } from './platform/errors.ts';
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
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    paymentReminders: PaymentReminders;
    proposalReminders: ProposalReminders;
    housekeeping: Housekeeping;
    /** The recurring-order job, for tests to run on demand. */
    occurrenceJob: OccurrenceJob;
  }
}

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
    // The address the owner saved in business details, else BUSINESS_EMAIL (settings is made below).
    replyTo: async () => (await settings.getBusiness()).email || config.businessEmail,
  });
  const changes = createChangeFeed(deps.pubsub, app.log);
  await changes.ready;
  const sessions = createSessionStore(db, { secureCookies: config.isProduction, changes });
  const settings = createSettingsService(db, changes, app.log);
  const switches = createSwitchService(db, changes);
  const bookingRules = createBookingRules({ db, switches });
  const images = createImageService(db);
  const photos = createPhotoService({ db, images, changes });
  const business = () => settings.getBusiness();
  const gateway = createPaymentGateway(config.payments);
  const paymentInstructions = createPaymentInstructions(db);
  // Without online payment (decision 0057), every proposal and payment mail says how to pay instead.
  const howToPay = async () =>
    gateway.name === 'off' ? howToPayLines(await paymentInstructions.get(), await business()) : null;
  const quoteDeps = {
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessEmail: config.businessEmail,
    business,
    links: createLinkSigner(db),
    howToPay,
  };
  const discounts = createDiscountService(db);
  const qrCodes = createQrCodeService({
    db,
    publicUrl: config.publicUrl,
    activeDiscountCodes: () => discounts.activeCodes(),
  });
  const loyalty = createLoyaltyService({ db });
  const rewardCodes = createRewardCodes({ db });
  const quotes = createQuoteService({
    ...quoteDeps,
    discounts,
    loyalty: { syncQuote: loyalty.syncQuote, attachToProposal: rewardCodes.attachToProposal },
  });
  const inquiries = createInquiryService(quoteDeps);
  const training = createTrainingService({ ...quoteDeps, businessName: async () => (await business()).name });
  const truck = createTruckService(db, { changes });
  const menu = createMenuService({ db, images, changes });
  const orders = createOrderService({
    db,
    mailer,
    menu,
    discounts,
    business,
    businessEmail: config.businessEmail,
    publicUrl: config.publicUrl,
    statusMailDelayMs: config.statusMailDelayMs,
    onlinePayment: gateway.name !== 'off',
    loyalty: { applyToOrder: rewardCodes.applyToOrder, syncOrder: loyalty.syncOrder },
  });
  const occurrenceJob = createOccurrenceJob({ db, menu, orders, bookingRules, log: app.log });
  const recurringOrders = createRecurringOrderService({
    db,
    menu,
    orders,
    job: occurrenceJob,
    bookingRules,
  });
  const tracker = createTrackerService(db);
  const newsletter = createNewsletterService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessName: async () => (await business()).name,
  });
  const messages = createMessageService({ ...quoteDeps, quotes, presence: createPresence() });
  const orderPayments = createOrderPayments({
    db,
    gateway,
    mailer,
    orders,
    business,
    businessEmail: config.businessEmail,
    publicUrl: config.publicUrl,
  });
  const payments = createPaymentService({
    ...quoteDeps,
    quotes,
    gateway,
    onOrderPaid: orderPayments.notifyPaid,
  });
  const paymentReminders = createPaymentReminders({ ...quoteDeps, quotes });
  const proposalReminders = createProposalReminders({ ...quoteDeps, quotes });
  // A visitor's orders join the account once it proves it owns their email (decision 0005);
  // quote requests need the account holder's own confirmation (decision 0011).
  const onEmailVerified = async (user: { id: number; email: string }) => {
    await orders.claimForVerifiedUser(user);
  };
  const auth = createAuthService({
    onEmailVerified,
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessName: async () => (await settings.getBusiness()).name,
  });

  const profile = createProfileService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessName: async () => (await settings.getBusiness()).name,
    onEmailVerified,
  });
  // Orders and quotes keep a deleted account's records without the person; each feature writes its own.
  const account = createAccountService({ db, profile, forget: [orders.forgetCustomer, quotes.forgetClient] });
  const guard = createSignInGuard({
    db,
    mailer,
    publicUrl: config.publicUrl,
    businessName: async () => (await settings.getBusiness()).name,
    failures: app.limiter('signInFailures'),
    secureCookies: config.isProduction,
  });

  app.decorate('mailer', mailer);
  app.decorate('paymentReminders', paymentReminders);
  app.decorate('proposalReminders', proposalReminders);
  // Stripe's Payment Element is a script and frames from Stripe: allowed only with that gateway.
  const stripe = gateway.name === 'stripe';
  // Mail retries and the purge of expired sessions and spent tokens, on timers.
  const housekeeping = createHousekeeping({ db, mailer, sessions });
  app.decorate('housekeeping', housekeeping);
  app.decorate('occurrenceJob', occurrenceJob);
  // Every timer of the app, started by the server (backgroundJobs); tests run a job's pass by hand.
  const jobs = createJobs(
    [
      { name: 'mail retry', everyMs: MAIL_RETRY_INTERVAL_MS, run: housekeeping.retryMail },
      { name: 'purge of expired sessions and tokens', everyMs: PURGE_INTERVAL_MS, run: housekeeping.purge },
      { name: 'recurring orders', everyMs: OCCURRENCE_JOB_EVERY_MS, run: () => occurrenceJob.run() },
      {
        name: 'payment reminders',
        everyMs: PAYMENT_REMINDERS_EVERY_MS,
        run: () => paymentReminders.runOnce(),
      },
      {
        name: 'proposal reminders',
        everyMs: PROPOSAL_REMINDERS_EVERY_MS,
        run: () => proposalReminders.runOnce(),
      },
    ],
    app.log,
  );

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

  // Then each feature's routes.
  await authRoutes(app, { auth, sessions, guard, demoMode: config.demoData });
  await healthRoutes(app, { db });
  openApiRoute(app);
  await settingsRoutes(app, { settings });
  await imagesRoutes(app, { images });
  await photosRoutes(app, { photos });
  await switchesRoutes(app, { switches, bookingRules });
  const dashboardCounts = {
    activeRecurringOrders: () => recurringOrders.countActive(),
    newsletterReaders: async () => (await newsletter.stats()).subscribers,
  };
  await adminRoutes(app, { admin: createAdminService(db, dashboardCounts), db });
  await billRoutes(app, { bill: createBillService(db) });
  await quotesRoutes(app, { quotes, settings, bookingRules, howToPay });
  await messagesRoutes(app, { messages });
  await menuRoutes(app, { menu });
  await ordersRoutes(app, { orders, bookingRules });
  await staffRoutes(app, { db, auth, sessions });
  await quotesOnBehalfRoutes(app, { db, quotes, bookingRules });
  await paymentsRoutes(app, { payments, orderPayments, instructions: paymentInstructions });
  await paymentTestRoutes(app, {
    payments,
    password: config.paymentTestPassword,
    secureCookies: config.isProduction,
  });
  await discountsRoutes(app, { discounts });
  await qrCodesRoutes(app, { qrCodes });
  await trackerRoutes(app, { tracker });
  await recurringOrdersRoutes(app, { recurringOrders, switches });
  await newsletterRoutes(app, { newsletter });
  await profileRoutes(app, { profile, account, sessions, newsletter });
  await loyaltyRoutes(app, { loyalty, publicUrl: config.publicUrl });

  await inquiriesRoutes(app, { inquiries, switches });
  await trainingRoutes(app, { training, switches });
  await truckRoutes(app, { truck, switches });
  await outboxRoutes(app, { outbox: createOutboxService(db) });
  await seoRoutes(app, { publicUrl: config.publicUrl, switches });
  await attentionRoutes(app, { attention: createAttentionService({ db, settings }) });
  await calendarRoutes(app, { calendar: createCalendarService({ db, bookingRules }) });
  await beoRoutes(app, { beo: createBeoService({ db, business }), business });
  await kitchenRoutes(app, { kitchen: createKitchenService({ db, bookingRules, business }), business });

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
