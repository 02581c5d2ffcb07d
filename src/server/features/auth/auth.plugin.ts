import { featurePlugin } from '../../platform/feature-plugin.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { createSignInGuard } from './sign-in-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, sign-in and passwords (the auth feature). */
    auth: AuthService;
  }
}

export const authPlugin = featurePlugin(
  'auth',
  ['orders'],
  async (app, { db, mailer, config, sessions, business }) => {
    const { orders } = app;
    const businessName = async () => (await business()).name;
    const auth = createAuthService({
      // A visitor's orders join the account once it proves it owns their email (decision 0005);
      // quote requests need the account holder's own confirmation (decision 0011).
      onEmailVerified: async (user) => {
        await orders.claimForVerifiedUser(user);
      },
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessName,
    });
    const guard = createSignInGuard({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessName,
      failures: app.limiter('signInFailures'),
      secureCookies: config.isProduction,
    });
    app.decorate('auth', auth);
    await app.register(async (scope) =>
      authRoutes(scope, { auth, sessions, guard, demoMode: config.demoData }),
    );
  },
);
