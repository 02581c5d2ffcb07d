import { featurePlugin } from '../../platform/feature-plugin.ts';
import { smsConsentsOf } from '../texts/index.ts';
import { createAccountService } from './profile.account.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';

export const profilePlugin = featurePlugin(
  'profile',
  ['orders', 'quotes', 'newsletter', 'texts'],
  async (app, { db, mailer, config, sessions, business }) => {
    const { orders, quotes, newsletter } = app;
    const profile = createProfileService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessName: async () => (await business()).name,
      // A visitor's orders join the account once it proves it owns their email (decision 0005).
      onEmailVerified: async (user) => {
        await orders.claimForVerifiedUser(user);
      },
    });
    // Orders and quotes keep a deleted account's records without the person; each feature writes its own.
    const account = createAccountService({
      db,
      profile,
      forget: [orders.forgetCustomer, quotes.forgetClient],
      smsConsents: (input) => smsConsentsOf(app, input),
    });
    await app.register(async (scope) => profileRoutes(scope, { profile, account, sessions, newsletter }));
  },
);
