/**
 * The simulator's clock: real time plus an offset that tests move (a day passes in one call, so
 * token expiry and "today" are testable without sleeping).
 */
export type SimClock = {
  nowMs(): number;
  advance(ms: number): void;
  set(date: Date): void;
};

export function createClock(start?: Date, frozen = false): SimClock {
  // A frozen clock only moves when told to: rate-limit windows become exact in tests.
  const base = frozen ? () => 0 : Date.now;
  let offset = (start?.getTime() ?? Date.now()) - base();
  return {
    nowMs: () => base() + offset,
    advance(ms) {
      offset += ms;
    },
    set(date) {
      offset = date.getTime() - base();
    },
  };
}
