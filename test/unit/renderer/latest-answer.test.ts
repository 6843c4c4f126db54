import { describe, expect, it } from 'vitest';
import { latestAnswer } from '../../../renderer/api/latest-answer';

/** A request whose answer the test hands over when it chooses, to arrive in any order. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('latestAnswer', () => {
  it('lets only the newest of overlapping requests through, whatever order the answers come in', async () => {
    const latest = latestAnswer();
    const applied: string[] = [];
    const ask = async (answer: Promise<string>) => {
      const isLatest = latest.begin();
      const v = await answer;
      if (isLatest()) applied.push(v);
    };
    const older = deferred<string>();
    const newer = deferred<string>();
    const a = ask(older.promise);
    const b = ask(newer.promise);
    newer.resolve('newer');
    await b;
    older.resolve('older');
    await a;
    expect(applied).toEqual(['newer']);
  });

  it('lets a lone request through', async () => {
    const latest = latestAnswer();
    const isLatest = latest.begin();
    await Promise.resolve();
    expect(isLatest()).toBe(true);
  });

  it('drops an answer still in flight when the store is reset', () => {
    const latest = latestAnswer();
    const isLatest = latest.begin();
    latest.drop();
    expect(isLatest()).toBe(false);
    expect(latest.begin()()).toBe(true);
  });

  it('keeps separate helpers independent', () => {
    const list = latestAnswer();
    const detail = latestAnswer();
    const isLatest = list.begin();
    detail.begin();
    expect(isLatest()).toBe(true);
  });
});
