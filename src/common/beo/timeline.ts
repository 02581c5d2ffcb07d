import type { CrewSettings } from '../offer/types.ts';

export type TimelineStep = { label: string; at: Date; until?: Date };

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/**
 * An event's run of show from its start and the offer's crew settings: arrival, setup, service,
 * breakdown. Minutes are counted on the real clock, so a night across a DST change stays right.
 */
export function eventTimeline(start: Date, crew: CrewSettings): TimelineStep[] {
  const arrival = minutes(start, -crew.arrivalMinutesBefore);
  const serviceEnd = minutes(start, crew.serviceMinutes);
  return [
    { label: 'Crew arrives', at: arrival },
    { label: 'Setup', at: arrival, until: minutes(arrival, crew.setupMinutes) },
    { label: 'Service starts', at: start },
    { label: 'Service ends', at: serviceEnd },
    { label: 'Breakdown', at: serviceEnd, until: minutes(serviceEnd, crew.breakdownMinutes) },
  ];
}

/** Servers for `guests`: one for each `guestsPerServer`, rounded up, at least one. */
export function serversFor(guests: number, crew: Pick<CrewSettings, 'guestsPerServer'>): number {
  return Math.max(1, Math.ceil(guests / crew.guestsPerServer));
}
