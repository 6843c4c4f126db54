import { describe, expect, it } from 'vitest';
import { parseCliArgs, parseFaultSpec } from '../../../electron/simulator/cli-args';
import { createFaultRegistry } from '../../../electron/simulator/faults';
import { createRateLimiter } from '../../../electron/simulator/rate-limiter';

describe('rate limiter', () => {
  it('slides: a request leaves the window exactly one window later', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ perSecond: 2, perMinute: 3 }, () => now);
    expect(limiter.take('u').ok).toBe(true);
    now += 400;
    expect(limiter.take('u').ok).toBe(true);
    expect(limiter.take('u')).toEqual({ ok: false, window: 'second', retryAfterSeconds: 1 });
    expect(limiter.take('other').ok).toBe(true);
    now += 600;
    expect(limiter.take('u').ok).toBe(true);
    now += 1000;
    expect(limiter.take('u')).toEqual({ ok: false, window: 'minute', retryAfterSeconds: 58 });
    now += 58_000;
    expect(limiter.take('u').ok).toBe(true);
  });
});

describe('fault registry', () => {
  it('matches branch and path, sums latencies, picks the first other fault, spends times', () => {
    const r = createFaultRegistry(1);
    r.add({ kind: 'latency', value: 100 });
    r.add({ kind: 'latency', branch: 'B01', value: 50 });
    r.add({ kind: 'failing', branch: 'B01', times: 1 });
    r.add({ kind: 'html', path: '/GetChecks' });
    expect(r.decide('/GetChecks', 'B02')).toMatchObject({ latencyMs: 100, terminal: { kind: 'html' } });
    expect(r.decide('/GetChecks', 'B01')).toMatchObject({ latencyMs: 150, terminal: { kind: 'failing' } });
    expect(r.decide('/GetChecks', 'B01')).toMatchObject({ latencyMs: 150, terminal: { kind: 'html' } });
    expect(r.list().map((f) => f.kind)).toEqual(['latency', 'latency', 'html']);
  });
});

describe('simulator command line', () => {
  it('reads the documented flags', () => {
    const c = parseCliArgs([
      '--port',
      '8787',
      '--seed',
      '3',
      '--password',
      'p"{}',
      '--items',
      '100,200',
      '--no-rate-limit',
      '--latency',
      '80',
      '--branches',
      '4',
      '--fault',
      'offline:B03',
      '--fault',
      'kind=failing,branch=B05,rate=0.2,times=3',
    ]);
    if ('help' in c) throw new Error('help');
    expect(c.options).toMatchObject({
      port: 8787,
      seed: 3,
      password: 'p"{}',
      itemsPerBranch: [100, 200],
      rateLimit: false,
      latencyMs: 80,
      branches: 4,
    });
    expect(c.faults).toEqual([
      { kind: 'offline', branch: 'B03' },
      { kind: 'failing', branch: 'B05', rate: 0.2, times: 3 },
    ]);
  });

  it('explains bad input', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow(/--port must be a whole number/);
    expect(() => parseFaultSpec('meltdown:B01')).toThrow(/not a valid fault/);
    expect(parseFaultSpec('latency:*:2500')).toEqual({ kind: 'latency', value: 2500 });
  });
});
