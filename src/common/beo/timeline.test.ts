import { describe, expect, it } from 'vitest';
import { businessInstant, formatBusiness } from '../business-time.ts';
import { DEFAULT_OFFER } from '../offer/defaults.ts';
import { eventTimeline, serversFor } from './timeline.ts';

const clock = (at: Date) => formatBusiness(at, { hour: 'numeric', minute: '2-digit' });

describe('eventTimeline', () => {
  it('runs from the crew arriving 2 hours ahead to breakdown after 3 hours of service', () => {
    const steps = eventTimeline(businessInstant('2027-06-12', '18:00'), DEFAULT_OFFER.crew);
    expect(steps.map((s) => [s.label, clock(s.at), s.until ? clock(s.until) : null])).toEqual([
      ['Crew arrives', '4:00 PM', null],
      ['Setup', '4:00 PM', '5:30 PM'],
      ['Service starts', '6:00 PM', null],
      ['Service ends', '9:00 PM', null],
      ['Breakdown', '9:00 PM', '10:00 PM'],
    ]);
  });

  it('counts real minutes across the night the clocks go back', () => {
    const steps = eventTimeline(businessInstant('2027-11-06', '23:00'), DEFAULT_OFFER.crew);
    // 3 hours after 11:00 PM on the night of the change is 1:00 AM standard time.
    expect(clock(steps[3]!.at)).toBe('1:00 AM');
  });
});

describe('serversFor', () => {
  it('puts one server on each 20 guests (issue 38), rounded up', () => {
    expect(serversFor(100, DEFAULT_OFFER.crew)).toBe(5);
    expect(serversFor(120, DEFAULT_OFFER.crew)).toBe(6);
    expect(serversFor(121, DEFAULT_OFFER.crew)).toBe(7);
    expect(serversFor(3, DEFAULT_OFFER.crew)).toBe(1);
  });
});
