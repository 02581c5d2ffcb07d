import type { FastifyBaseLogger } from 'fastify';

/** A background task: one pass of it, which must be safe to repeat (each job records what it did). */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type Jobs = {
  /** Adds a timer (a feature's, while the app is built); refused once the jobs are started. */
  add: (job: Job) => void;
  /** Runs every job once now, then each on its own interval. Timers never keep the process alive. */
  start: () => void;
  /** Stops the timers and waits for the passes under way. */
  stop: () => Promise<void>;
};

/**
 * Every timer of the app in one place (mail retries, purges, recurring orders, payment and proposal
 * reminders), started behind one switch (`backgroundJobs`: the server starts them, tests run a job's
 * pass by hand). A pass still running when its next turn comes is not started twice, and a failing
 * pass is logged and tried again at its next turn. Jobs that several instances run at once guard
 * themselves in the database (decision 0018).
 */
export function createJobs(initial: Job[], log: FastifyBaseLogger): Jobs {
  const jobs = [...initial];
  let started = false;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  const turn = (job: Job) => () => {
    if (running.has(job.name)) return;
    const pass = job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${job.name} failed; its next turn tries again`))
      .finally(() => running.delete(job.name));
    running.set(job.name, pass);
  };
  return {
    add(job) {
      if (started) throw new Error(`the job "${job.name}" was added after the jobs started`);
      jobs.push(job);
    },
    start() {
      started = true;
      for (const job of jobs) {
        const tick = turn(job);
        tick();
        const timer = setInterval(tick, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

/**
 * A job's pass that runs once at a time on this instance: a call made while one runs gets that one
 * (the timer's turn and a test's call never overlap on one instance; across instances each job
 * claims its work in the database).
 */
export function onePassAtATime<A extends unknown[], T>(
  pass: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let running: Promise<T> | undefined;
  return (...args) => {
    running ??= pass(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
}
