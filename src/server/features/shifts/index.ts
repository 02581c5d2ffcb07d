/**
 * What the shifts feature (the crew, issue 38) offers the rest of the server: app.ts registers its
 * plugin; the BEO lists an event's crew; an event's margin adds its labour cost; a staff member's
 * removal releases their upcoming shifts.
 */

export { crewOf } from './shifts.crew.ts';
export { laborCostOf, laborCostsOf } from './shifts.payroll.ts';
export { shiftsPlugin } from './shifts.plugin.ts';
export { releaseShiftsOf } from './shifts.release.ts';
export { shiftWhen } from './shifts.times.ts';
