import type { FastifyBaseLogger } from 'fastify';

/** What a database connection offers for cross-instance signals (PostgreSQL's LISTEN/NOTIFY). */
export type PubSub = {
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<void>;
  notify: (channel: string, payload: string) => Promise<void>;
};

type ChangeTopic = 'menu' | 'photos' | 'settings' | 'sessions';
export type ChangeFeed = {
  /** Runs `onChange` whenever `topic` changes, on this instance or (PostgreSQL) any other. */
  subscribe: (topic: ChangeTopic, onChange: () => void) => void;
  /** Says that `topic` changed: local subscribers at once, other instances through NOTIFY. */
  publish: (topic: ChangeTopic) => void;
  /** Resolves once cross-instance signals are being received. */
  ready: Promise<void>;
};

const CHANNEL = 'catering_changes';

/**
 * In-memory caches (menu, gallery, business identity) are invalidated on write. With one process
 * (PGlite) a local call is enough; with several instances on PostgreSQL the signal travels by
 * NOTIFY, so every instance drops its copy within a round trip.
 */
export function createChangeFeed(pubsub: PubSub | undefined, log: FastifyBaseLogger): ChangeFeed {
  const handlers = new Map<string, Set<() => void>>();
  const dispatch = (topic: string) => {
    for (const handler of handlers.get(topic) ?? []) handler();
  };
  const ready = pubsub ? pubsub.listen(CHANNEL, dispatch) : Promise.resolve();

  return {
    ready,
    subscribe(topic, onChange) {
      const set = handlers.get(topic) ?? new Set();
      set.add(onChange);
      handlers.set(topic, set);
    },
    publish(topic) {
      dispatch(topic);
      pubsub?.notify(CHANNEL, topic).catch((error: unknown) => {
        log.error({ err: error, topic }, 'could not tell other instances about a change');
      });
    },
  };
}
