/**
 * What the shifts feature (the crew, issue 38) offers the rest of the server: app.ts registers its
 * plugin; the BEO lists an event's crew; an event's margin adds its labour cost.
 */

export { crewOf } from './shifts.crew.ts';
export { laborCostOf, laborCostsOf } from './shifts.payroll.ts';
export { shiftsPlugin } from './shifts.plugin.ts';
