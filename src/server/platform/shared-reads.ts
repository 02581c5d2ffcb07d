import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The answer of a read that the same screen is already computing for someone else, or a new one:
     * see registerSharedReads.
     */
    sharedRead: <T>(
      request: FastifyRequest,
      compute: () => Promise<T>,
      scope?: 'role' | 'user',
    ) => Promise<T>;
  }
}

/**
 * Identical reads in flight share one computation (decision 0115). The owner's and the kitchen's
 * screens (the dashboard's figures, the calendar, the prep sheet, the lists) are read by several
 * devices at once, each computing the same answer from two years of rows; on the embedded database,
 * which runs one statement at a time, ten identical requests cost ten times one. A request whose
 * answer is already being computed, for the same URL and the same role (or the same person, for
 * answers that depend on who asks), waits for that computation instead of starting another.
 *
 * Never stale: a request only joins a computation that started after the last write this instance
 * saw (every request other than GET and HEAD counts as a write, from its arrival to its answer), so
 * a request made after a change was acknowledged is always computed anew. Nothing is kept once the
 * computation ends: this is no cache.
 */
export function registerSharedReads(app: FastifyInstance): void {
  let writes = 0;
  const inFlight = new Map<string, { writes: number; answer: Promise<unknown> }>();
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isRead(request.method)) writes++;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!isRead(request.method)) writes++;
    done();
  });
  app.decorate(
    'sharedRead',
    <T>(request: FastifyRequest, compute: () => Promise<T>, scope: 'role' | 'user' = 'role') => {
      const who = scope === 'user' ? `user:${request.user?.id ?? '-'}` : `role:${request.user?.role ?? '-'}`;
      const key = `${who} ${request.url}`;
      const running = inFlight.get(key);
      if (running && running.writes === writes) return running.answer as Promise<T>;
      const answer = compute().finally(() => {
        if (inFlight.get(key)?.answer === answer) inFlight.delete(key);
      });
      inFlight.set(key, { writes, answer });
      return answer;
    },
  );
}
