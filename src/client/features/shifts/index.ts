/** What other features may use of the shifts feature. */

export { CrewPanel } from './crew-panel.tsx';
export { CrewToggle } from './crew-toggle.tsx';
