/**
 * A simulated clock for seeding history (issue 36 §1): the app takes every "now" from `Date`, so
 * setting the process's `Date` to a past day makes each service stamp, validate and schedule as it
 * did on that day (lead times, booking windows, sessions, mails). Time flows on from the day set,
 * so stamps within a day keep their order. Only the seed process uses it; the server never does.
 */
const RealDate = Date;
let offsetMs = 0;

class SimulatedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string | number | Date]));
  }
  static override now(): number {
    return RealDate.now() + offsetMs;
  }
  // A date made before the clock was installed is a Date too.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

let installed = false;

/**
 * Replaces the global `Date` so `new Date()` and `Date.now()` read the simulated clock; false when
 * it already was.
 */
export function installSimulatedClock(): boolean {
  if (installed) return false;
  globalThis.Date = SimulatedDate as DateConstructor;
  installed = true;
  return true;
}

/** Moves the simulated clock to `at` (it runs on from there). */
export function setSimulatedNow(at: Date | number): void {
  offsetMs = (typeof at === 'number' ? at : at.getTime()) - RealDate.now();
}

/** Back to the real time and the real `Date` (a test process goes on with other files). */
export function restoreRealClock(): void {
  offsetMs = 0;
  globalThis.Date = RealDate;
  installed = false;
}

export function realNow(): number {
  return RealDate.now();
}
