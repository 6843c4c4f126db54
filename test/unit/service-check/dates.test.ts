import { describe, expect, it } from 'vitest';
import { isZoned, readDate, readInstant } from '../../../electron/core/service-check/dates';

// The service check's own names for date forms (what it shows and proposes), .NET's JSON dates
// included: their day is the local date at the offset they carry, not the UTC date.
describe('service check dates', () => {
  it('reads /Date(ms±hhmm)/ as the day at its offset, and /Date(ms)/ at Turkish time', () => {
    // 2026-11-13 00:00 in Istanbul is 21:00 UTC the day before. The form names the offset seen.
    expect(readDate('/Date(1794517200000+0300)/')).toEqual({ format: '/Date(ms+0300)/', day: '2026-11-13' });
    expect(readDate('/Date(1794517200000-0230)/')).toEqual({ format: '/Date(ms-0230)/', day: '2026-11-12' });
    // Without an offset the service check reads it as the service's (Turkish) local day.
    expect(readDate('/Date(1794517200000)/')).toEqual({ format: '/Date(ms)/', day: '2026-11-13' });
    expect(readDate('/Date(abc)/')).toBeNull();
  });

  it('takes the instant of a .NET date as it is, whatever the offset says', () => {
    expect(readInstant('/Date(1794517200000+0300)/')).toBe(1794517200000);
    expect(readInstant('/Date(1794517200000)/')).toBe(1794517200000);
    expect(isZoned('/Date(1794517200000+0300)/')).toBe(true);
    expect(isZoned('2026-11-13T00:00:00')).toBe(false);
    expect(isZoned('2026-11-13T00:00:00+03:00')).toBe(true);
    // Without an offset, local Turkish time.
    expect(readInstant('2026-11-13T00:00:00')).toBe(1794517200000);
  });
});
