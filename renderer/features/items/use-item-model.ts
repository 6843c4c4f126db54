import { useEffect, useMemo } from 'react';
import type { Item } from '../../../shared/domain/item';
import { deriveFacts, type ItemFacts } from './model/item-status';
import { buildSearchIndex, type SearchIndex } from './model/search-index';
import { filterWarmUpSteps } from './model/view-order';
import { useWorkspace } from './store/workspace-store';

const noItems: readonly Item[] = [];

/**
 * The derived model of the workspace: folded search strings (once per load) and each item's status
 * flags with the chip counts (once per draft, ignore or conflict change — never per keystroke).
 */
export function useItemModel(): { items: readonly Item[]; index: SearchIndex; facts: ItemFacts } {
  const items = useWorkspace((s) => s.loaded?.items ?? noItems);
  const draft = useWorkspace((s) => s.draft);
  const ignored = useWorkspace((s) => s.ignored);
  const conflicts = useWorkspace((s) => s.conflicts);
  const index = useMemo(() => buildSearchIndex(items), [items]);
  // Folded after the first rows are painted, in idle time, not before them (see buildSearchIndex),
  // then its letter pairs and common runs of three and four letters; then the filter is run a few
  // times on made-up words, so a user's first keystrokes find it optimised by V8 and are as quick
  // as later ones (see filterWarmUpSteps).
  useEffect(
    () =>
      whenIdleSteps([
        () => index.prepare(),
        () => index.preparePairs(),
        () => index.prepareRuns(),
        ...filterWarmUpSteps(items, index),
      ]),
    [items, index],
  );
  const facts = useMemo(
    () => deriveFacts(items, draft, ignored, conflicts),
    [items, draft, ignored, conflicts],
  );
  return { items, index, facts };
}

/**
 * Runs the steps one per idle period (after the pending paint), so a keystroke arriving meanwhile
 * waits for one step at most; returns a cancel function.
 */
function whenIdleSteps(steps: readonly (() => void)[]): () => void {
  let next = 0;
  let cancel = () => {};
  const run = () => {
    const step = steps[next++];
    if (!step) return;
    step();
    schedule();
  };
  const schedule = () => {
    if (next >= steps.length) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 50);
      cancel = () => clearTimeout(id);
    }
  };
  schedule();
  return () => cancel();
}
