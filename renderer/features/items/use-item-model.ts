import { useEffect, useMemo } from 'react';
import type { Item } from '../../../shared/domain/item';
import { deriveFacts, type ItemFacts } from '../../workspace/item-status';
import { useWorkspace } from '../../workspace/workspace-store';
import { buildSearchIndex, type SearchIndex } from './model/search-index';

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
  // Folded once the first rows are painted, so the first keystroke or Name sort finds it ready.
  useEffect(() => {
    const id = requestIdleCallback(() => index.names);
    return () => cancelIdleCallback(id);
  }, [index]);
  const facts = useMemo(
    () => deriveFacts(items, draft, ignored, conflicts),
    [items, draft, ignored, conflicts],
  );
  return { items, index, facts };
}
