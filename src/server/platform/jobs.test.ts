import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobs, onePassAtATime } from './jobs.ts';

const quietLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

afterEach(() => vi.useRealTimers());

describe('createJobs', () => {
  it('runs each job once at start, then on its own interval, until stopped', async () => {
    vi.useFakeTimers();
    const fast = vi.fn(async () => {});
    const slow = vi.fn(async () => {});
    const jobs = createJobs(
      [
        { name: 'fast', everyMs: 1_000, run: fast },
        { name: 'slow', everyMs: 10_000, run: slow },
      ],
      quietLog(),
    );
    jobs.start();
    expect([fast.mock.calls.length, slow.mock.calls.length]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect([fast.mock.calls.length, slow.mock.calls.length]).toEqual([11, 2]);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([fast.mock.calls.length, slow.mock.calls.length]).toEqual([11, 2]);
  });

  it('takes the jobs features add while the app is built, and refuses one once started', async () => {
    vi.useFakeTimers();
    const housekeeping = vi.fn(async () => {});
    const reminders = vi.fn(async () => {});
    const jobs = createJobs([{ name: 'housekeeping', everyMs: 1_000, run: housekeeping }], quietLog());
    jobs.add({ name: 'reminders', everyMs: 1_000, run: reminders });
    jobs.start();
    expect([housekeeping.mock.calls.length, reminders.mock.calls.length]).toEqual([1, 1]);
    expect(() => jobs.add({ name: 'late', everyMs: 1_000, run: async () => {} })).toThrow(
      'the job "late" was added after the jobs started',
    );
    await jobs.stop();
  });

  it('does not start a pass while the last one is still running, and stop waits for it', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const jobs = createJobs([{ name: 'long', everyMs: 1_000, run }], quietLog());
    jobs.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failing pass and tries again at the next turn', async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const jobs = createJobs([{ name: 'reminders', everyMs: 1_000, run }], log);
    jobs.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toBe('reminders failed; its next turn tries again');
    await jobs.stop();
  });
});

describe('onePassAtATime', () => {
  it('gives a call made while a pass runs that same pass, and starts a new one afterwards', async () => {
    let finish!: (n: number) => void;
    const pass = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const runOnce = onePassAtATime(pass);
    const first = runOnce();
    const second = runOnce();
    expect(pass).toHaveBeenCalledTimes(1);
    finish(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    const third = runOnce();
    expect(pass).toHaveBeenCalledTimes(2);
    finish(1);
    expect(await third).toBe(1);
  });
});
