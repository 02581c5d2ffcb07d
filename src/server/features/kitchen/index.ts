/**
 * What the kitchen feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { crewDocument, INK, LEFT, labelRows, MUTED, RIGHT, sectionHeading, table } from './crew-pdf.ts';
export { kitchenPlugin } from './kitchen.plugin.ts';
