/**
 * The app's routes as the history sends them (app.inject): each client and guest from their own
 * address, the owner's and clients' sessions kept and renewed, and every refusal tallied by route,
 * status and code (a 5xx stops the history: the seed got something wrong).
 */
import type { App } from '../../src/server/app.ts';

type Session = { cookie: string; at: number };

/** Each client (and each guest) writes from their own address, as they would: the limits are per address. */
function addressOf(key: string | undefined): string {
  let h = 7;
  for (const ch of key ?? `${Math.random()}`) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

export function historyRequests(app: App) {
  /** Requests the app refused, and the refusals by route, status and code. */
  const tally = { refused: 0, refusals: new Map<string, number>() };
  const requests = {
    tally,
    inject,
    sessionOf,
    admin: () => sessionOf('admin', 'AdminDemo1'),
  };

  async function inject(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie: string | undefined,
    payload?: object,
  ) {
    const { refusals } = tally;
    const res = await app.inject({
      method,
      url,
      remoteAddress: addressOf(cookie),
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    if (res.statusCode >= 400) {
      tally.refused++;
      const key = `${method} ${url.replace(/\d+/g, ':id')} ${res.statusCode} ${res.json<{ code?: string }>().code ?? ''}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
      if (process.env.SEED_DEBUG && refusals.get(key) === 1) console.log(key, res.body.slice(0, 400));
    }
    return res;
  }

  const sessions = new Map<string, Session>();
  /** A session cookie, signed in again after 6 days (sessions end after 7 idle days). */
  async function sessionOf(username: string, password: string): Promise<string> {
    const known = sessions.get(username);
    if (known && Date.now() - known.at < 6 * 86_400_000) return known.cookie;
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: addressOf(username),
      payload: { username, password },
    });
    const cookie = res.cookies.find((c) => c.name === 'catering_session');
    if (!cookie) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
    const value = `catering_session=${cookie.value}`;
    sessions.set(username, { cookie: value, at: Date.now() });
    return value;
  }

  return requests;
}
