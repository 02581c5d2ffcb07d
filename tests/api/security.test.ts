import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { isLockSocketName } from '../../src/server/db/data-dir-lock.ts';
import { logSerializers } from '../../src/server/platform/logging.ts';
import {
  buildAppWithLog,
  buildTestApp,
  signedInTestApp,
  signInAsAdmin,
  signInAsClient,
  type TestApp,
} from '../helpers/test-app.ts';

const t = signedInTestApp();

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Jordan Guest',
  email: 'jordan@example.com',
  phone: '215-555-0100',
  eventType: 'Wedding',
  message: 'We would love a tasting for our wedding.',
  ...overrides,
});

function multipart(boundary: string, parts: { name: string; filename?: string; body: Buffer | string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('the access check reads the matched route, not the URL text', () => {
  it('answers an encoded spelling of an admin path like the plain one: 401 for a visitor', async () => {
    for (const url of ['/%61pi/inquiries?status=all', '/api/inquiries?status=all', '/%61%70%69/inquiries']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('@');
    }
  });

  // Fastify answers HEAD through a twin of each GET route; the twin must carry the same check
  // (request-checks.ts), or a HEAD would reach an admin handler and leak its status and headers.
  it('answers HEAD on an admin path, plain or encoded, like GET: 401 for a visitor, 403 for a client', async () => {
    for (const url of ['/api/inquiries', '/%61pi/inquiries', '/api/admin/stats']) {
      const visitor = await t.app.inject({ method: 'HEAD', url });
      expect(visitor.statusCode, url).toBe(401);
      const signedIn = await t.app.inject({ method: 'HEAD', url, headers: { cookie: t.client } });
      expect(signedIn.statusCode, url).toBe(403);
    }
  });

  it('answers an encoded spelling of an admin write with 403 for a client', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/%61pi/menu-items/1',
      headers: { cookie: t.client },
    });
    expect(res.statusCode).toBe(403);
    const menu = await t.app.inject({ method: 'GET', url: '/api/menu-items' });
    expect(menu.json().some((item: { id: number }) => item.id === 1)).toBe(true);
  });
});

describe('demo sign-in', () => {
  it('is refused in production however DEMO_DATA is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(false);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '3' });
    try {
      const demo = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/demo-login',
          payload: { role: 'admin' },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 3; i++) expect((await demo()).statusCode).toBe(200);
      const refused = await demo();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('does not exist without DEMO_DATA', async () => {
    const plain = await buildTestApp({ DEMO_DATA: 'false' });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/demo-login',
        payload: { role: 'admin' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.cookies.find((c) => c.name === 'catering_session')).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('writes that send mail or store text are rate-limited per account and per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_WRITES_PER_IP: '4', RATE_LIMIT_WRITES_PER_ACCOUNT: '2' });
  });
  afterAll(() => limited.close());

  it('refuses a visitor’s writes past the per-address limit with 429, other addresses unaffected', async () => {
    // A write with no limit of its own (a newsletter link nobody was sent: 400) counts under the general one.
    const send = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: 'unknown-token' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 4; i++) expect((await send('10.1.1.1')).statusCode).toBe(400);
    const refused = await send('10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/try again/i),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.1.1.2')).statusCode).toBe(400);
  });

  it('refuses a client’s writes past the per-account limit, from any address', async () => {
    const cookie = await signInAsClient(limited.app);
    // A message about a conversation that is not theirs (404) still counts as a write of the account.
    const message = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie },
        remoteAddress: ip,
        payload: { quoteId: 999_999, content: 'Hello' },
      });
    expect((await message('10.2.0.1')).statusCode).toBe(404);
    expect((await message('10.2.0.2')).statusCode).toBe(404);
    expect((await message('10.2.0.3')).statusCode).toBe(429);
  });

  it('does not limit the administrator’s own work', async () => {
    const cookie = await signInAsAdmin(limited.app);
    for (let i = 0; i < 6; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/menu-categories',
        headers: { cookie },
        remoteAddress: '10.3.0.1',
        payload: { label: `Seasonal ${i}` },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
  });

  it('uses limits a busy client never meets but a flood does by default', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({
      writesPerIp: { max: 60 },
      writesPerAccount: { max: 30 },
    });
  });
});

describe('NUL bytes and malformed bodies are bad input, never a 500', () => {
  it('refuses a NUL byte in a JSON field with 400 naming the field, and stores nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=all',
      headers: { cookie: t.admin },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry({ fullName: 'Jo\u0000rdan' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ fullName: 'Text must not contain NUL characters.' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=all',
      headers: { cookie: t.admin },
    });
    expect(after.json().total).toBe(before.json().total);
  });

  it('refuses a NUL byte in a nested field, a query string and a path', async () => {
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { cookie: t.client },
      payload: { eventType: 'corporate', guestCount: 60, menuPackage: 'custom', notes: 'a\u0000b' },
    });
    expect(message.statusCode).toBe(400);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=%00',
      headers: { cookie: t.admin },
    });
    expect(query.statusCode).toBe(400);
    const pathed = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/%00',
      headers: { cookie: t.admin },
    });
    expect(pathed.statusCode).toBeLessThan(500);
    expect(pathed.statusCode).toBeGreaterThanOrEqual(400);
  });

  it.each([['/api/menu-items/upload-photo'], ['/api/gallery/upload']])(
    '%s answers a truncated or boundary-less multipart body with 400',
    async (url) => {
      for (const payload of [
        '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
        'no boundary at all',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: t.admin, 'content-type': 'multipart/form-data; boundary=X' },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'The multipart form data is malformed.',
        });
      }
    },
  );

  it('refuses a NUL byte in a multipart text field with 400', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa5533' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/upload',
      headers: { cookie: t.admin, 'content-type': 'multipart/form-data; boundary=B' },
      payload: multipart('B', [
        { name: 'displayName', body: 'Brunch\u0000table' },
        { name: 'category', body: 'events' },
        { name: 'photo', filename: 'brunch.png', body: png },
      ]),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('logs keep secrets out', () => {
  it('logs requests by path, without the query string', async () => {
    const { app, lines } = await buildAppWithLog();
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/orders/1/tracking?token=very-secret-token-123' });
      await app.inject({ method: 'GET', url: '/api/quotes/1?token=another-secret-456' });
      const log = lines.join('\n');
      expect(log).toContain('/api/quotes/1');
      expect(log).not.toContain('very-secret-token-123');
      expect(log).not.toContain('another-secret-456');
    } finally {
      await app.close();
    }
  });

  it('drops the SQL parameters Drizzle puts in error messages', () => {
    const error = new Error(
      'Failed query: insert into "users" values ($1)\nparams: hunter2,alice@example.com',
    );
    const logged = logSerializers.err(error);
    expect(logged.message).not.toContain('hunter2');
    expect(logged.stack).not.toContain('alice@example.com');
  });
});

describe('private answers, links, ids and health', () => {
  it.each([
    ['/api/me'],
    ['/api/session'],
    ['/api/quotes'],
    ['/api/orders'],
    ['/api/quotes/stats'],
    ['/api/inquiries'],
  ])('GET %s is never stored by a cache', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public menu cacheable with its own validator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu-items' });
    expect(res.headers['cache-control']).not.toBe('no-store');
    expect(res.headers.etag).toBeTruthy();
  });

  it.each([['javascript:alert(1)'], ['data:text/html,<b>x</b>'], ['ftp://files.example.com'], ['not a url']])(
    'refuses %s as the business website',
    async (link) => {
      const current = (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json();
      // The Instagram link is the Feature Manager's, checked there (features-booking.test.ts).
      for (const field of ['website']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/settings/business',
          headers: { cookie: t.admin },
          payload: { ...current, [field]: link },
        });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().fieldErrors[field]).toMatch(/https:\/\//);
      }
    },
  );

  it.each([['0x1'], ['1e0'], ['%201'], ['01'], ['1.0'], ['+1'], ['-1'], ['99999999999']])(
    'answers the id %s in a path with 404',
    async (id) => {
      for (const url of [`/api/quotes/${id}`, `/api/orders/${id}`, `/api/messages/${id}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: t.admin } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    },
  );

  it('GET /api/health answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('starting on a port that is taken', () => {
  it('exits with a message and leaves no lock on the data directory', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-port-'));
    try {
      const child = spawn(process.execPath, ['src/server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} is already in use`);
      expect(fs.readdirSync(dataDir).filter(isLockSocketName)).toEqual([]);
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
