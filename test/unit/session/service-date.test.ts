import { describe, expect, it } from 'vitest';
import {
  parseServiceDateTime,
  readServiceDay,
  readServiceTime,
  timeText,
} from '../../../electron/core/session/service-date';

const day = (v: unknown, ctx = {}) => readServiceDay(v, ctx);
const time = (v: unknown, ctx = {}) => {
  const t = readServiceTime(v, ctx);
  return 'problem' in t ? t : timeText(t);
};

describe('dates as services write them', () => {
  it('reads ISO 8601 with and without offset and fractions, a day as written', () => {
    for (const v of [
      '2026-11-13',
      '2026-11-13T00:00:00',
      '2026-11-13T00:00:00.1234567',
      '2026-11-13 18:30:00',
      '2026-11-13T00:00:00+03:00',
      '2026-11-13T00:00:00-0500',
      '2026-11-13T00:00:00.000Z',
    ])
      expect(day(v), v).toBe('2026-11-13');
  });

  it('reads /Date(ms±hhmm)/ as the local day at its offset, not the UTC day', () => {
    // 2026-11-12T21:00:00Z: midnight of the 13th at +03:00.
    expect(day('/Date(1794517200000+0300)/')).toBe('2026-11-13');
    expect(day('\\/Date(1794517200000+0300)\\/')).toBe('2026-11-13');
    expect(day('/Date(1794517200000-0500)/')).toBe('2026-11-12');
    expect(time('/Date(1794517200000+0300)/')).toBe('2026-11-12T21:00:00.000Z');
  });

  it('an instant without a zone names a day only at a UTC midnight, or with the profile’s zone', () => {
    expect(day('/Date(1794528000000)/')).toBe('2026-11-13'); // 2026-11-13T00:00:00Z
    expect(day('/Date(1794517200000)/')).toEqual({ problem: 'needsZone' });
    expect(day('/Date(1794517200000)/', { zoneMinutes: 180 })).toBe('2026-11-13');
    expect(day('2026-11-12T21:00:00Z')).toEqual({ problem: 'needsZone' });
    expect(day('2026-11-12T21:00:00Z', { zoneMinutes: 180 })).toBe('2026-11-13');
    // As a time it is an instant, zone or not.
    expect(time('/Date(1794517200000)/')).toBe('2026-11-12T21:00:00.000Z');
  });

  it('tells epoch seconds from milliseconds by size, as numbers or digit strings', () => {
    for (const v of [1794528000, 1794528000000, '1794528000', '1794528000000'])
      expect(day(v), String(v)).toBe('2026-11-13');
    expect(day(1794517200, { zoneMinutes: 180 })).toBe('2026-11-13');
    expect(day(1794517200)).toEqual({ problem: 'needsZone' });
    // Neither plausible seconds nor plausible milliseconds: not a date.
    for (const v of [1794528, 179452800000000, 0, -1794528000, '17945280000'])
      expect(day(v), String(v)).toEqual({ problem: 'notDate' });
  });

  it('reads yyyyMMdd, dd.MM.yyyy[ HH:mm[:ss]], and a slashed date one order reads', () => {
    for (const v of [
      '20261113',
      20261113,
      '13.11.2026',
      '13.11.2026 09:15',
      '13.11.2026 09:15:30',
      '13/11/2026',
      '11/13/2026',
      '13-11-2026',
    ])
      expect(day(v), String(v)).toBe('2026-11-13');
    expect(time('13.11.2026 09:15')).toBe('2026-11-13 09:15:00');
  });

  it('a slashed date both orders read differently is ambiguous unless the order is known', () => {
    expect(day('03/04/2026')).toEqual({ problem: 'ambiguous' });
    expect(day('03/04/2026', { order: 'dmy' })).toBe('2026-04-03');
    expect(day('03/04/2026', { order: 'mdy' })).toBe('2026-03-04');
    expect(day('04/04/2026')).toBe('2026-04-04');
    // A known order is kept to: 13 is no month.
    expect(day('11/13/2026', { order: 'dmy' })).toEqual({ problem: 'notDate' });
  });

  it('reads nothing it was not built for: never a guess', () => {
    for (const v of [
      '13 Kasım 2026',
      'Nov 13, 2026',
      '2026/13/11',
      '2026/11/13',
      '13.11.26',
      '11/13/2026 12:00:00 AM',
      '2026-11-13T00:00:00 GMT+0300',
      '2026-02-30',
      '0001-01-01T00:00:00',
      '/Date(-62135596800000)/',
      '/Date(1794517200000+2500)/',
      '',
      true,
      null,
      { d: 1 },
    ])
      expect(day(v), String(v)).toEqual({ problem: 'notDate' });
  });

  it('keeps parseServiceDateTime for the token’s ExpireDate', () => {
    expect(parseServiceDateTime('/Date(1794517200000+0300)/')).toEqual({
      date: '2026-11-13',
      ms: 1794517200000,
      absolute: true,
      hasTime: true,
    });
    expect(parseServiceDateTime('13.11.2026 10:00')?.absolute).toBe(false);
  });
});
