import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createEventCosting } from '../costing/index.ts';
import { quotesCostingRoutes } from './quotes.costing.routes.ts';
import { quotesOnBehalfRoutes } from './quotes.on-behalf.routes.ts';
import {
  createProposalReminders,
  PROPOSAL_REMINDERS_EVERY_MS,
  type ProposalReminders,
} from './quotes.reminders.ts';
import { quotesRoutes } from './quotes.routes.ts';
import { createQuoteService, type QuoteService } from './quotes.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quote requests and proposals (the quotes feature). */
    quotes: QuoteService;
    /** The proposal reminders' job, for tests to run a pass by hand. */
    proposalReminders: ProposalReminders;
  }
}

export const quotesPlugin = featurePlugin(
  'quotes',
  ['settings', 'switches', 'discounts', 'loyalty', 'texts'],
  async (app, { db, howToPay, jobs, mailing, business }) => {
    const { loyalty, rewardCodes, bookingRules } = app;
    const quotes = createQuoteService({
      ...mailing,
      discounts: app.discounts,
      loyalty: { syncQuote: loyalty.syncQuote, attachToProposal: rewardCodes.attachToProposal },
    });
    const proposalReminders = createProposalReminders({ ...mailing, quotes });
    app.decorate('quotes', quotes);
    app.decorate('proposalReminders', proposalReminders);
    jobs.add({
      name: 'proposal reminders',
      everyMs: PROPOSAL_REMINDERS_EVERY_MS,
      run: () => proposalReminders.runOnce(),
    });
    await app.register(async (scope) => {
      const costing = createEventCosting({ db, crew: async () => (await business()).offer.crew });
      await quotesRoutes(scope, { quotes, settings: app.settings, bookingRules, howToPay, costing });
      await quotesCostingRoutes(scope, { quotes, costing });
      await quotesOnBehalfRoutes(scope, { db, quotes, bookingRules });
    });
  },
);
