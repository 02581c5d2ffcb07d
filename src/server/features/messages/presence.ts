/**
 * Who has a conversation open right now. The messages screens poll every few seconds, and each poll
 * counts as a sign of life; someone silent for longer than ONLINE_MS is offline and is told by mail.
 * Kept in memory: with several app instances a user counts as online on the instance they poll.
 */
const ONLINE_MS = 30_000;

export function createPresence(now: () => number = Date.now) {
  const lastSeen = new Map<number, number>();
  let businessSeen = 0;

  return {
    touch(user: { id: number; role: string }): void {
      const at = now();
      lastSeen.set(user.id, at);
      if (user.role === 'admin') businessSeen = at;
      if (lastSeen.size > 50_000) {
        for (const [id, seen] of lastSeen) if (at - seen > ONLINE_MS) lastSeen.delete(id);
      }
    },
    isOnline(userId: number): boolean {
      const seen = lastSeen.get(userId);
      return seen !== undefined && now() - seen <= ONLINE_MS;
    },
    /** Any admin counts: the catering team answers as one. */
    isBusinessOnline(): boolean {
      return now() - businessSeen <= ONLINE_MS;
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
