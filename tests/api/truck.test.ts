import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUCK_SCHEDULE, type TruckSchedule, truckLocation } from '../../src/common/truck.ts';
import { signedInTestApp, signInAsClient } from '../helpers/test-app.ts';

const t = signedInTestApp();

const schedule: TruckSchedule = {
  homeBase: '1 Kitchen Way, Philadelphia, PA 19123',
  stops: [
    {
      day: 'wednesday',
      place: 'Rittenhouse',
      address: '210 W Rittenhouse Sq, Philadelphia, PA',
      start: '11:00',
      end: '14:00',
    },
    {
      day: 'monday',
      place: 'Old City',
      address: '2nd & Market St, Philadelphia, PA',
      start: '17:00',
      end: '20:00',
    },
    {
      day: 'monday',
      place: 'Old City lunch',
      address: '2nd & Market St, Philadelphia, PA',
      start: '11:00',
      end: '13:00',
    },
  ],
};

describe('where the food truck is', () => {
  it('answers the address and the weekly schedule to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/truck/location' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.address).toEqual(expect.any(String));
    expect(body.schedule).toHaveLength(DEFAULT_TRUCK_SCHEDULE.stops.length);
    expect(body.timeZone).toBe('America/New_York');
    // The demo week names real places and no made-up street for the kitchen (issue 13).
    expect(res.body).not.toMatch(/example/i);
  });

  it('is serving at a stop during its hours, in Philadelphia time', () => {
    // Monday 2030-01-07 12:00 in Philadelphia is 17:00 UTC.
    const location = truckLocation(schedule, new Date('2030-01-07T17:00:00Z'));
    expect(location.status).toBe('serving');
    expect(location.address).toBe('2nd & Market St, Philadelphia, PA');
    expect(location.current?.place).toBe('Old City lunch');
    expect(location.today.map((s) => s.place)).toEqual(['Old City lunch', 'Old City']);
    expect(location.next).toEqual({
      stop: expect.objectContaining({ place: 'Old City' }),
      date: '2030-01-07',
    });
  });

  it('points at the home base and the next stop when the truck is not out', () => {
    // Tuesday 2030-01-08 at 09:00 in Philadelphia.
    const location = truckLocation(schedule, new Date('2030-01-08T14:00:00Z'));
    expect(location.status).toBe('closed-today');
    expect(location.address).toBe(schedule.homeBase);
    expect(location.next).toEqual({
      stop: expect.objectContaining({ place: 'Rittenhouse' }),
      date: '2030-01-09',
    });
  });
});

describe('editing the schedule', () => {
  it('an admin replaces the schedule; stops come back in week order and the location follows', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/truck/schedule',
      payload: schedule,
      headers: { cookie: t.admin },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().stops.map((s: { place: string }) => s.place)).toEqual([
      'Old City lunch',
      'Old City',
      'Rittenhouse',
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/truck/schedule',
      headers: { cookie: t.admin },
    });
    expect(read.json().homeBase).toBe(schedule.homeBase);
    const location = await t.app.inject({ method: 'GET', url: '/api/truck/location' });
    expect(location.json().schedule).toHaveLength(3);
  });

  it('refuses a stop that ends before it starts, or a time that is not HH:MM', async () => {
    for (const stop of [
      { ...schedule.stops[0], start: '15:00', end: '14:00' },
      { ...schedule.stops[0], start: '9am' },
      { ...schedule.stops[0], day: 'funday' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/truck/schedule',
        payload: { ...schedule, stops: [stop] },
        headers: { cookie: t.admin },
      });
      expect(res.statusCode, JSON.stringify(stop)).toBe(400);
    }
  });

  it('refuses clients and visitors', async () => {
    const client = await signInAsClient(t.app);
    for (const headers of [{}, { cookie: client }]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/truck/schedule',
        payload: schedule,
        headers,
      });
      expect([401, 403]).toContain(put.statusCode);
      const get = await t.app.inject({ method: 'GET', url: '/api/truck/schedule', headers });
      expect([401, 403]).toContain(get.statusCode);
    }
  });
});
