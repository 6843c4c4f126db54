import { describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/core/errors';
import { createLimiter, type Limiter } from '../../../electron/core/throttle/limiter';
import { type AttemptPolicy, sendWithRetries } from '../../../electron/core/upstream/attempts';
import { DEFAULT_ANSWER_LIMITS, ENDPOINTS } from '../../../electron/core/upstream/endpoints';
import { type RawAnswer, TransportFailure } from '../../../electron/core/upstream/http';
import { createRedactor } from '../../../electron/core/upstream/redact';
import { createFakeClock } from '../throttle/fake-clock';

const ctx = { op: 'items' as const, branch: 'B03', host: '127.0.0.1:1' };
const answer = (status: number, retryAfter: string | null = null): RawAnswer => ({
  status,
  retryAfter,
  contentType: 'application/json',
  text: '{"ResultCode":200,"Data":[]}',
});

/** A limiter that grants at once and records holds: the policy is under test here, not the windows. */
function recordingLimiter(): Limiter & { holds: number[]; acquired: number } {
  const real = createLimiter({ perSecond: 1e6, perMinute: 1e6 });
  const l = {
    ...real,
    holds: [] as number[],
    acquired: 0,
    acquire: async () => {
      l.acquired++;
    },
    holdFor: (ms: number) => {
      l.holds.push(ms);
    },
  };
  return l;
}

function policy(limiter: Limiter, sleeps: number[], overrides: Partial<AttemptPolicy> = {}): AttemptPolicy {
  return {
    limiter,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => new Date('2025-03-01T12:00:00Z'),
    timeoutMs: 60_000,
    maxAttempts: 5,
    maxRetryAfterMs: 120_000,
    redact: createRedactor(() => []),
    answerLimits: DEFAULT_ANSWER_LIMITS,
    ...overrides,
  };
}

/**
 * More sends than any policy here allows. Every fake here answers at once, so a retry loop that
 * never stops would spin on microtasks, starving the test's own timeout: it must fail by name.
 */
const RUNAWAY_SENDS = 50;

function script(answers: (RawAnswer | TransportFailure)[]) {
  let i = 0;
  const send = async () => {
    if (i >= RUNAWAY_SENDS) throw new Error(`the retry loop did not stop after ${RUNAWAY_SENDS} sends`);
    const a = answers[Math.min(i++, answers.length - 1)];
    if (a instanceof TransportFailure) throw a;
    if (!a) throw new Error('script empty');
    return a;
  };
  return { send, count: () => i };
}

describe('retry policy', () => {
  it('honours Retry-After on 429 by holding the shared limiter, then succeeds', async () => {
    const limiter = recordingLimiter();
    const sleeps: number[] = [];
    const s = script([answer(429, '2'), answer(429, 'Sat, 01 Mar 2025 12:00:05 GMT'), answer(200)]);
    const raw = await sendWithRetries(ENDPOINTS.items, ctx, s.send, policy(limiter, sleeps), {
      priority: 'interactive',
    });
    expect(raw.status).toBe(200);
    expect(limiter.holds).toEqual([2000, 5000]);
    expect(limiter.acquired).toBe(3); // every attempt takes its own slot
    expect(sleeps).toEqual([]);
  });

  it('backs off exponentially with jitter on 503 without Retry-After, then gives up as throttled', async () => {
    const limiter = recordingLimiter();
    const sleeps: number[] = [];
    const s = script([answer(503)]);
    const err = await sendWithRetries(ENDPOINTS.update, ctx, s.send, policy(limiter, sleeps), {
      priority: 'background',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'throttled', retryable: true });
    expect(s.count()).toBe(5);
    // random 0.5 -> 75% of 500, 1000, 2000, 4000
    expect(sleeps).toEqual([375, 750, 1500, 3000]);
  });

  it('waits out the real limiter when the server says so (fake clock)', async () => {
    const clock = createFakeClock(Date.parse('2025-03-01T12:00:00Z'));
    const limiter = createLimiter({ clock });
    const sent: number[] = [];
    const answers = [answer(429, '3'), answer(200)];
    const p = sendWithRetries(
      ENDPOINTS.items,
      ctx,
      async () => {
        sent.push(clock.now());
        return answers[sent.length - 1] ?? answer(200);
      },
      policy(limiter, [], { now: () => new Date(clock.now()) }),
      { priority: 'interactive' },
    );
    await clock.runAll();
    expect((await p).status).toBe(200);
    expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBe(3000);
  });

  it('reports a Retry-After too long to wait instead of hanging', async () => {
    const s = script([answer(429, '3600')]);
    const err = await sendWithRetries(ENDPOINTS.items, ctx, s.send, policy(recordingLimiter(), []), {
      priority: 'interactive',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'throttled', retryable: true });
    expect((err as AppError).message).toContain('3600 s');
    expect(s.count()).toBe(1);
  });

  it('does not retry a timeout, and names the branch', async () => {
    const s = script([new TransportFailure('timeout')]);
    const err = await sendWithRetries(ENDPOINTS.items, ctx, s.send, policy(recordingLimiter(), []), {
      priority: 'interactive',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'timeout', retryable: true });
    expect((err as AppError).message).toBe(
      'Branch B03 did not answer within 60 s; its server may be off or slow.',
    );
    expect(s.count()).toBe(1);
  });

  it('retries a cut connection once, then reports it', async () => {
    const once = script([new TransportFailure('cut', 'ECONNRESET'), answer(200)]);
    expect(
      (
        await sendWithRetries(ENDPOINTS.items, ctx, once.send, policy(recordingLimiter(), []), {
          priority: 'interactive',
        })
      ).status,
    ).toBe(200);
    const twice = script([new TransportFailure('network', 'ECONNREFUSED')]);
    const err = await sendWithRetries(ENDPOINTS.items, ctx, twice.send, policy(recordingLimiter(), []), {
      priority: 'interactive',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'network_down', retryable: true });
    expect(twice.count()).toBe(2);
  });

  it('turns the caller cancelling while queued into "cancelled"', async () => {
    const clock = createFakeClock(0);
    const limiter = createLimiter({ clock });
    limiter.holdFor(10_000);
    const ac = new AbortController();
    const p = sendWithRetries(ENDPOINTS.items, ctx, async () => answer(200), policy(limiter, []), {
      priority: 'interactive',
      signal: ac.signal,
    });
    ac.abort();
    await expect(p).rejects.toMatchObject({ code: 'cancelled' });
  });
  describe('throttling carried as ResultCode inside HTTP 200, without Retry-After', () => {
    const inEnvelope = (code: number): RawAnswer => ({
      status: 200,
      retryAfter: null,
      contentType: 'application/json',
      text: JSON.stringify({ ResultCode: code, ResultMessage: 'Too many requests', Data: null }),
    });

    it('holds the shared limiter with exponential backoff and jitter, then succeeds (fake clock)', async () => {
      const clock = createFakeClock(Date.parse('2025-03-01T12:00:00Z'));
      const limiter = createLimiter({ clock, marginMs: 0 });
      const sent: number[] = [];
      const answers = [inEnvelope(429), inEnvelope(429), inEnvelope(429), answer(200)];
      const jitter = [0, 1, 0.5];
      const p = sendWithRetries(
        ENDPOINTS.items,
        ctx,
        async () => {
          sent.push(clock.now());
          return answers[sent.length - 1] ?? answer(200);
        },
        policy(limiter, [], { now: () => new Date(clock.now()), random: () => jitter.shift() ?? 0 }),
        { priority: 'interactive' },
      );
      await clock.runAll();
      expect((await p).status).toBe(200);
      const gaps = sent.slice(1).map((t, i) => t - (sent[i] ?? 0));
      // half of 500, all of 1000, three quarters of 2000: doubling ceilings, jitter in the upper half
      expect(gaps).toEqual([250, 1000, 1500]);
    });

    it('backs off on ResultCode 503 like on HTTP 503, and gives up as throttled with the same message', async () => {
      const viaCode = script([inEnvelope(503)]);
      const sleepsCode: number[] = [];
      const errCode = await sendWithRetries(
        ENDPOINTS.items,
        ctx,
        viaCode.send,
        policy(recordingLimiter(), sleepsCode),
        {
          priority: 'interactive',
        },
      ).catch((e: unknown) => e);
      const viaStatus = script([answer(503)]);
      const sleepsStatus: number[] = [];
      const errStatus = await sendWithRetries(
        ENDPOINTS.items,
        ctx,
        viaStatus.send,
        policy(recordingLimiter(), sleepsStatus),
        {
          priority: 'interactive',
        },
      ).catch((e: unknown) => e);
      expect(errCode).toMatchObject({ code: 'throttled', retryable: true });
      expect((errCode as AppError).message).toBe((errStatus as AppError).message);
      expect(sleepsCode).toEqual([375, 750, 1500, 3000]);
      expect(sleepsCode).toEqual(sleepsStatus);
      expect(viaCode.count()).toBe(5);
    });

    it('hands back any other answer at once, for the reader to interpret', async () => {
      const s = script([inEnvelope(500)]);
      const raw = await sendWithRetries(ENDPOINTS.items, ctx, s.send, policy(recordingLimiter(), []), {
        priority: 'interactive',
      });
      expect(raw.status).toBe(200);
      expect(s.count()).toBe(1);
    });
  });
});
