import { describe, expect, it } from 'vitest';
import { createTokenSession, type IssuedToken } from '../../../electron/core/session/token-session';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  let nowMs = Date.parse('2025-03-01T10:00:00Z');
  const calls: ReturnType<typeof deferred<IssuedToken>>[] = [];
  const session = createTokenSession({
    now: () => new Date(nowMs),
    obtain: () => {
      const d = deferred<IssuedToken>();
      calls.push(d);
      return d.promise;
    },
  });
  const issue = (i: number, token: string) =>
    calls[i]?.resolve({ token, expireDate: new Date(nowMs + 86_400_000).toISOString().slice(0, 19) });
  return { session, calls, issue, advance: (ms: number) => (nowMs += ms) };
}

describe('token session', () => {
  it('obtains one token for many concurrent callers, then serves it from cache', async () => {
    const { session, calls, issue } = setup();
    const all = Array.from({ length: 10 }, () => session.token());
    expect(calls).toHaveLength(1);
    issue(0, 'T1');
    expect(await Promise.all(all)).toEqual(Array(10).fill('T1'));
    expect(await session.token()).toBe('T1');
    expect(calls).toHaveLength(1);
  });

  it('renews by our own clock before the token gets old', async () => {
    const { session, calls, issue, advance } = setup();
    const first = session.token();
    issue(0, 'T1');
    await first;
    advance(9 * 3_600_000);
    expect(await session.token()).toBe('T1');
    advance(15 * 3_600_000);
    const second = session.token();
    expect(calls).toHaveLength(2);
    issue(1, 'T2');
    expect(await second).toBe('T2');
  });

  it('renews once for N callers refused with the same token, and hands the new one to late callers', async () => {
    const { session, calls, issue } = setup();
    const t = session.token();
    issue(0, 'T1');
    await t;
    const refused = Array.from({ length: 5 }, () => session.renewAfterRejection('T1'));
    expect(calls).toHaveLength(2);
    issue(1, 'T2');
    expect(await Promise.all(refused)).toEqual(Array(5).fill('T2'));
    // A caller whose 401 for T1 arrives after the renewal gets T2 without another GetToken.
    expect(await session.renewAfterRejection('T1')).toBe('T2');
    expect(calls).toHaveLength(2);
  });

  it('does not cache failures: the next caller tries again', async () => {
    const { session, calls, issue } = setup();
    const first = session.token();
    calls[0]?.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    const second = session.token();
    expect(calls).toHaveLength(2);
    issue(1, 'T2');
    expect(await second).toBe('T2');
  });

  it('lets one caller give up without cancelling the renewal for the others', async () => {
    const { session, issue } = setup();
    const ac = new AbortController();
    const leaving = session.token(ac.signal);
    const staying = session.token();
    ac.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    issue(0, 'T1');
    expect(await staying).toBe('T1');
  });

  it('forgets the token on clear(), even one still being obtained', async () => {
    const { session, calls, issue } = setup();
    const inFlight = session.token();
    session.clear();
    issue(0, 'T1');
    await inFlight;
    expect(session.current()).toBeNull();
    const again = session.token();
    expect(calls).toHaveLength(2);
    issue(1, 'T2');
    expect(await again).toBe('T2');
  });
});
