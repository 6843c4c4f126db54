import { describe, expect, it } from 'vitest';
import { rateFloorMs } from '../../bench/lib/floor';

describe('the rate-limit floor of the benchmark', () => {
  it('is 2 s + 2 latencies for 22 requests at 10 a second (the windows, not the latency, decide)', () => {
    expect(rateFloorMs(22, 80)).toBe(2160);
    // Ten requests fit in the first second: only latency.
    expect(rateFloorMs(10, 80)).toBe(800);
    // The minute window: the 61st request waits for the 1st to be a minute old.
    expect(rateFloorMs(61, 10)).toBe(60_010);
  });

  it("takes each request's own server time when given one per request", () => {
    const same = Array.from({ length: 22 }, () => 80);
    expect(rateFloorMs(22, same)).toBe(2160);
    // A slower first read delays the first batch, and with it the 12th and 22nd requests (ten
    // behind it, a second each); a slower last read only itself.
    expect(rateFloorMs(22, [115, ...same.slice(1)])).toBe(2195);
    expect(rateFloorMs(22, [...same.slice(1), 125])).toBe(2205);
    // Slow batches make the chain, not the window, decide.
    expect(
      rateFloorMs(
        22,
        Array.from({ length: 22 }, () => 150),
      ),
    ).toBe(22 * 150);
  });
});
