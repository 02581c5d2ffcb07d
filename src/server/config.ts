import path from 'node:path';
import { z } from 'zod';
import { isStrongPassword } from '../common/password.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A proxy address: an IP, a CIDR range, or one of proxy-addr's names for the private ranges. */
const ProxyAddress = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);
const TRUST_PROXY_MESSAGE =
  'must be a number of proxy hops (1 for one proxy) or a comma-separated list of proxy addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal)';

/**
 * TRUST_PROXY: how many proxies stand before the app (hops), or which addresses are ours. Never
 * "true": trusting every address would let any visitor choose their own address with X-Forwarded-For.
 */
const TrustProxySchema = z.string().transform((value, ctx): number | string[] => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every((address) => ProxyAddress.safeParse(address).success)) return addresses;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url('must be a URL such as https://catering.example').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Catering <no-reply@catering.local>'),
    BUSINESS_EMAIL: z.email('must be an email address').default('events@catering.local'),
    ADMIN_USERNAME: z.string().min(3).optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().optional(),
    DEMO_DATA: booleanFlag.optional(),
    PAYMENT_TEST_PASSWORD: z.string().min(8).optional(),
    // Payments (docs/decisions/0014, 0057): simulated needs nothing and never runs in production;
    // stripe needs its three keys; off takes no card (clients pay by check or bank transfer).
    PAYMENT_GATEWAY: z
      .enum(['simulated', 'stripe', 'off'], { error: 'must be simulated, stripe or off' })
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    STRIPE_API_URL: z.url('must be a URL such as http://127.0.0.1:12111').optional(),
    // Texts (issue 40 §1): twilio when its three keys are set; simulated (the sms_outbox only) outside
    // production; off in production without the keys. TEXT_GATEWAY chooses one explicitly.
    TEXT_GATEWAY: z
      .enum(['simulated', 'twilio', 'off'], { error: 'must be simulated, twilio or off' })
      .optional(),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC/, 'must start with AC').optional(),
    TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
    TWILIO_FROM: z.string().min(3).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIST: z.string().default('./dist/client'),
    RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(8),
    RATE_LIMIT_WRITES_PER_IP: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_WRITES_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
    STATUS_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
    RATE_LIMIT_MAIL_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_DISCOUNT_MISSES: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: TrustProxySchema.optional(),
  })
  .superRefine((env, ctx) => {
    const adminVars = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
    const given = adminVars.filter((v) => v !== undefined).length;
    if (given > 0 && given < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    // Demo accounts have published passwords and a one-click admin sign-in: never in production.
    if (env.DEMO_DATA === true && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message: 'demo data and demo sign-in are never enabled with NODE_ENV=production',
      });
    }
    // The simulated gateway "accepts" any test card without charging it: never where money is real.
    if (env.PAYMENT_GATEWAY === 'simulated' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'the simulated gateway charges no card and is never used with NODE_ENV=production: set the Stripe keys, or PAYMENT_GATEWAY=off to take payment by check or bank transfer',
      });
    }
    if (gatewayOf(env) === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required by the stripe gateway' });
      }
    }
    if (env.TEXT_GATEWAY === 'simulated' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEXT_GATEWAY'],
        message:
          'the simulated text gateway sends no text and is never used with NODE_ENV=production: set the Twilio keys, or TEXT_GATEWAY=off',
      });
    }
    if (textGatewayOf(env) === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required by the twilio text gateway' });
      }
    }
    if (env.ADMIN_PASSWORD !== undefined && !isStrongPassword(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must be 8 to 128 characters with a lowercase letter, an uppercase letter and a number',
      });
    }
  });

/** Stripe when its key is set; otherwise test mode outside production, and no online payment in it. */
function gatewayOf(env: {
  PAYMENT_GATEWAY?: 'simulated' | 'stripe' | 'off' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  NODE_ENV: string;
}): 'simulated' | 'stripe' | 'off' {
  if (env.PAYMENT_GATEWAY) return env.PAYMENT_GATEWAY;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.NODE_ENV === 'production' ? 'off' : 'simulated';
}

/** Twilio when its keys are set; otherwise the simulated outbox outside production, and no texts in it. */
function textGatewayOf(env: {
  TEXT_GATEWAY?: 'simulated' | 'twilio' | 'off' | undefined;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
  NODE_ENV: string;
}): 'simulated' | 'twilio' | 'off' {
  if (env.TEXT_GATEWAY) return env.TEXT_GATEWAY;
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) return 'twilio';
  return env.NODE_ENV === 'production' ? 'off' : 'simulated';
}

export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  businessEmail: string;
  admin: { username: string; email: string; password: string } | undefined;
  demoData: boolean;
  paymentTestPassword: string | undefined;
  /**
   * stripe (when STRIPE_SECRET_KEY is set), simulated (test-mode cards; the default outside
   * production) or off (the default in production without Stripe: no online payment).
   */
  payments: {
    gateway: 'simulated' | 'stripe' | 'off';
    stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string };
  };
  /**
   * Texts (issue 40 §1): twilio (its keys set), simulated (stored in sms_outbox only; the default
   * outside production) or off (production without the keys). Twilio's auth token, when set, also
   * checks the signature of its webhooks.
   */
  texts: {
    gateway: 'simulated' | 'twilio' | 'off';
    twilio?: { accountSid: string; authToken: string; from: string };
  };
  logLevel: string;
  clientDist: string;
  /** How long an order's status mail waits for a further change before it goes. */
  statusMailDelayMs: number;
  /** Every rate limit of the app, by name (the table below, with the RATE_LIMIT_* variables applied). */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /**
   * The proxies in front of the app (TRUST_PROXY): a hop count or their addresses; false when the
   * app faces visitors itself. Fastify reads it for `request.ip`, which every limiter and the log use.
   */
  trustProxy: false | number | string[];
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names the variable so the operator can fix it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    businessEmail: e.BUSINESS_EMAIL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    // Only when asked for: a forgotten variable must not open a one-click admin sign-in.
    demoData: e.DEMO_DATA ?? false,
    paymentTestPassword: e.PAYMENT_TEST_PASSWORD,
    payments:
      gatewayOf(e) === 'stripe'
        ? {
            gateway: 'stripe',
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY!,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
            },
          }
        : { gateway: gatewayOf(e) === 'off' ? 'off' : 'simulated' },
    texts: {
      gateway: textGatewayOf(e),
      ...(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM },
          }
        : {}),
    },
    logLevel: e.LOG_LEVEL,
    clientDist: path.resolve(e.CLIENT_DIST),
    statusMailDelayMs: e.STATUS_MAIL_DELAY_SECONDS * 1000,
    rateLimits: rateLimits({
      perIp: e.RATE_LIMIT_AUTH_PER_IP,
      perAccount: e.RATE_LIMIT_AUTH_PER_ACCOUNT,
      writesPerIp: e.RATE_LIMIT_WRITES_PER_IP,
      writesPerAccount: e.RATE_LIMIT_WRITES_PER_ACCOUNT,
      mailPerAddress: e.RATE_LIMIT_MAIL_PER_ADDRESS,
      discountMisses: e.RATE_LIMIT_DISCOUNT_MISSES,
    }),
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 0 ? false : e.TRUST_PROXY,
  };
}

/** A named limit: `max` attempts per key in a fixed window; `detail` opens the 429's message. */
export type RateLimitRule = { max: number; windowMs: number; detail: string };

const MINUTE = 60_000;

/**
 * Every rate limit of the app in one table. A route counts its attempts under one limit: the routes
 * named here set `writeLimit: false`, so the general `writesPerIp`/`writesPerAccount` limit is not
 * stacked on theirs. Counted in PostgreSQL when DATABASE_URL is set (platform/rate-limit.ts), so
 * several instances share the count.
 */
function rateLimits(env: {
  perIp: number;
  perAccount: number;
  writesPerIp: number;
  writesPerAccount: number;
  mailPerAddress: number;
  discountMisses: number;
}) {
  return {
    // Any API write by a visitor or a client that has no limit of its own (admins are not limited).
    writesPerIp: {
      max: env.writesPerIp,
      windowMs: 10 * MINUTE,
      detail: 'Too many changes from your connection.',
    },
    writesPerAccount: {
      max: env.writesPerAccount,
      windowMs: 10 * MINUTE,
      detail: 'Too many changes from your account.',
    },
    // Accounts (RATE_LIMIT_AUTH_PER_IP / _PER_ACCOUNT).
    signIn: {
      max: env.perIp,
      windowMs: 15 * MINUTE,
      detail: 'Too many sign-in attempts from your connection.',
    },
    signInFailures: {
      max: env.perAccount,
      windowMs: 15 * MINUTE,
      detail: 'Too many wrong passwords for this account.',
    },
    register: {
      max: env.perIp,
      windowMs: 15 * MINUTE,
      detail: 'Too many new accounts from your connection.',
    },
    passwordReset: {
      max: env.perIp,
      windowMs: 15 * MINUTE,
      detail: 'Too many password reset attempts from your connection.',
    },
    mailedLink: {
      max: env.perIp,
      windowMs: 15 * MINUTE,
      detail: 'Too many attempts with mailed links from your connection.',
    },
    passwordResetPerAddress: {
      max: env.perAccount,
      windowMs: 15 * MINUTE,
      detail: 'Too many password reset requests for this address.',
    },
    demoSignIn: {
      max: env.perIp,
      windowMs: 15 * MINUTE,
      detail: 'Too many demo sign-ins from your connection.',
    },
    passwordCheck: { max: 10, windowMs: 15 * MINUTE, detail: 'Too many password checks for your account.' },
    emailConfirmation: {
      max: 20,
      windowMs: 15 * MINUTE,
      detail: 'Too many confirmation attempts from your connection.',
    },
    // Mail to an address nobody has proven to own (RATE_LIMIT_MAIL_PER_ADDRESS): over it, the mail is dropped.
    mailPerAddress: {
      max: env.mailPerAddress,
      windowMs: 60 * MINUTE,
      detail: 'Too many mails to this address.',
    },
    // Forms anyone may send.
    placeOrder: { max: 20, windowMs: 15 * MINUTE, detail: 'Too many orders from your connection.' },
    quoteRequest: { max: 30, windowMs: 60 * MINUTE, detail: 'Too many quote requests from your connection.' },
    // The quote wizard asks again as the guest count, dishes or ZIP change (issue 34 §2).
    quoteEstimate: { max: 120, windowMs: 15 * MINUTE, detail: 'Too many estimates from your connection.' },
    discountCheck: {
      max: 100,
      windowMs: 15 * MINUTE,
      detail: 'Too many discount code checks from your connection.',
    },
    // Codes that did not apply (RATE_LIMIT_DISCOUNT_MISSES), per visitor (connection and account),
    // like wrong passwords: a customer mistypes a few, guessing private codes takes thousands (issue 34 §7).
    discountCodeMisses: {
      max: env.discountMisses,
      windowMs: 15 * MINUTE,
      detail: 'Too many discount codes that did not apply from your connection.',
    },
    inquiry: { max: 5, windowMs: 15 * MINUTE, detail: 'Too many messages from your connection.' },
    // A review link is used once; more posts from one connection are someone trying links.
    review: { max: 10, windowMs: 15 * MINUTE, detail: 'Too many reviews from your connection.' },
    newsletterPerIp: { max: 30, windowMs: 60 * MINUTE, detail: 'Too many sign-ups from your connection.' },
    newsletterPerAddress: { max: 5, windowMs: 60 * MINUTE, detail: 'Too many sign-ups for this address.' },
    paymentTestPassword: {
      max: 5,
      windowMs: 15 * MINUTE,
      detail: 'Too many wrong test-payment passwords from your connection.',
    },
    trainingRequest: {
      max: 10,
      windowMs: 60 * MINUTE,
      detail: 'Too many training requests from your account.',
    },
  } satisfies Record<string, RateLimitRule>;
}
export type RateLimitName = keyof ReturnType<typeof rateLimits>;
