import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSharedReads } from './shared-reads.ts';

/** A screen whose answer takes until the test lets it go, counting how often it is computed. */
function screenApp() {
  const app: FastifyInstance = Fastify();
  registerSharedReads(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const role = request.headers['x-role'];
    request.user = role ? ({ id: Number(request.headers['x-id'] ?? 1), role } as never) : null;
    done();
  });
  const state = { arrived: 0, computed: 0, value: 1, release: [] as (() => void)[] };
  app.get('/figures', async (request) => {
    state.arrived++;
    return app.sharedRead(request, async () => {
      state.computed++;
      const value = state.value;
      await new Promise<void>((resolve) => state.release.push(resolve));
      return { value };
    });
  });
  app.post('/change', async () => {
    state.value++;
    return { ok: true };
  });
  const letGo = async () => {
    // Each computation waits for its turn; let every one started so far finish.
    while (state.release.length === 0) await new Promise((r) => setImmediate(r));
    for (const release of state.release.splice(0)) release();
  };
  return { app, state, letGo };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('shared reads', () => {
  it('answers identical reads in flight with one computation', async () => {
    const { app, state, letGo } = screenApp();
    open = app;
    const headers = { 'x-role': 'admin' };
    const reads = [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/figures', headers }));
    while (state.arrived < 3) await new Promise((r) => setImmediate(r));
    await letGo();
    const answers = await Promise.all(reads);
    expect(answers.map((a) => a.json())).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(state.computed).toBe(1);
  });

  it('never gives a read made after an acknowledged change an answer computed before it', async () => {
    const { app, state, letGo } = screenApp();
    open = app;
    const headers = { 'x-role': 'admin' };
    const before = app.inject({ method: 'GET', url: '/figures', headers });
    while (state.computed === 0) await new Promise((r) => setImmediate(r));
    expect((await app.inject({ method: 'POST', url: '/change', headers })).statusCode).toBe(200);
    const after = app.inject({ method: 'GET', url: '/figures', headers });
    while (state.computed < 2) await new Promise((r) => setImmediate(r));
    await letGo();
    expect((await before).json()).toEqual({ value: 1 });
    expect((await after).json()).toEqual({ value: 2 });
    expect(state.computed).toBe(2);
  });

  it('shares nothing between roles, URLs, or once the computation has ended', async () => {
    const { app, state, letGo } = screenApp();
    open = app;
    const reads = [
      app.inject({ method: 'GET', url: '/figures', headers: { 'x-role': 'admin' } }),
      app.inject({ method: 'GET', url: '/figures', headers: { 'x-role': 'staff' } }),
      app.inject({ method: 'GET', url: '/figures?other=1', headers: { 'x-role': 'admin' } }),
    ];
    while (state.computed < 3) await new Promise((r) => setImmediate(r));
    await letGo();
    await Promise.all(reads);
    expect(state.computed).toBe(3);
    const again = app.inject({ method: 'GET', url: '/figures', headers: { 'x-role': 'admin' } });
    await letGo();
    await again;
    expect(state.computed).toBe(4);
  });
});
