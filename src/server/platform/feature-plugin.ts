import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { BusinessIdentity } from '../../common/business.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Jobs } from './jobs.ts';
import type { LinkSigner } from './link-signer.ts';
import type { Mailer } from './mail.ts';
import type { PaymentGateway } from './payments/index.ts';
import type { SessionStore } from './sessions.ts';

/** What the platform hands every feature: app.ts makes each piece once, before the first feature. */
export type Platform = {
  config: Config;
  db: Database;
  mailer: Mailer;
  changes: ChangeFeed;
  sessions: SessionStore;
  gateway: PaymentGateway;
  links: LinkSigner;
  /** The business's identity as the owner saved it (the settings feature's, read when asked). */
  business: () => Promise<BusinessIdentity>;
  /** Without online payment (decision 0057), how to pay by check or transfer, for the mails; else null. */
  howToPay: () => Promise<string[] | null>;
  /** The one jobs module: a feature adds its timers there, the server starts them (platform/jobs.ts). */
  jobs: Pick<Jobs, 'add'>;
  /** What a feature that mails the business's customers needs, together (quotes, payments, inquiries, messages). */
  mailing: Mailing;
};

export type Mailing = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
  links: LinkSigner;
  howToPay: () => Promise<string[] | null>;
};

/** A server feature as app.ts registers it (decision 0088). */
export type FeaturePlugin = FastifyPluginAsync<Platform>;

/**
 * A feature as one Fastify plugin: it makes its service from the platform and the services of the
 * features it names in `dependencies` (Fastify refuses to register it before them), decorates the
 * instance with what later features use, and registers its routes in its own encapsulated context,
 * so a hook or parser it adds stays its own.
 */
export function featurePlugin(name: string, dependencies: string[], plugin: FeaturePlugin): FeaturePlugin {
  return fp(plugin, { name, dependencies, fastify: '5.x' });
}
