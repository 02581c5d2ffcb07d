import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BusinessIdentity } from '../../../common/business.ts';
import type { Feed } from './shifts.feed.ts';

/** The URL's last segment: the token and ".ics" (calendar apps look for the extension). */
const FeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Calendar feed not found'),
});

/** A staff member's calendar feed (issue 38 §2): public by its secret token, as subscriptions need. */
export async function feedRoutes(
  app: FastifyInstance,
  deps: { feed: Feed; business: () => Promise<BusinessIdentity> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shifts/feed/:file',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "A staff member's shifts as an iCalendar feed, by its secret token (/api/shifts/feed/{token}.ics)",
        params: FeedFileParamsSchema,
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const text = await deps.feed.calendar(token, (await deps.business()).name);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="shifts.ics"')
        .send(text);
    },
  );
}
