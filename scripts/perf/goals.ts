/**
 * The goals `npm run perf` holds each page and visit to (docs/design.md §7, issues 25 and 35):
 * tap times, the vitals, Lighthouse's score and each visit's INP.
 */

/** The goals (docs/design.md §7). */
export const GOALS = {
  tapAt3sMs: 200,
  tapAtLoadMs: 1000,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 200,
  lighthouse: 95,
  inpPhoneMs: 200,
  inpLaptopMs: 100,
};
