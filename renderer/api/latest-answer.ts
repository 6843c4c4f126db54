/**
 * "Latest answer wins": a store that asks main again before the previous answer arrived must
 * not let that older answer overwrite the newer one (or a reset). Each store keeps one of these
 * per kind of request.
 *
 *   const isLatest = list.begin();
 *   const rows = await api().call(...);
 *   if (!isLatest()) return;
 */
export type LatestAnswer = {
  /** Starts a request; the check answers whether no newer request (nor a drop) came since. */
  begin(): () => boolean;
  /** Makes every request in flight stale, e.g. when the store is reset. */
  drop(): void;
};

export function latestAnswer(): LatestAnswer {
  let newest = 0;
  return {
    begin() {
      const mine = ++newest;
      return () => mine === newest;
    },
    drop() {
      newest++;
    },
  };
}
