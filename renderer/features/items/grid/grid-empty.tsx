import { Button, EmptyState } from '../../../components';
import { setFilter, setQuery, useWorkspace } from '../../../workspace/workspace-store';

const filterWords: Record<string, string> = {
  unmapped: 'Every item is mapped or ignored.',
  changed: 'The draft has no edits.',
  invalid: 'No invalid codes in the draft.',
  duplicate: 'No two items share a code.',
  conflict: 'No conflicts found by the last preview.',
  ignored: 'No item is ignored.',
};

/** What the grid says when no row is left after the filter and search. */
export function GridEmpty() {
  const filter = useWorkspace((s) => s.filter);
  const query = useWorkspace((s) => s.query);
  const total = useWorkspace((s) => s.loaded?.items.length ?? 0);
  if (total === 0) {
    return (
      <EmptyState icon="list" title="This branch has no items" testId="grid-empty">
        The POS server returned no menu items for this branch.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={query ? 'search' : 'success'}
      title={query ? `Nothing matches “${query}”` : (filterWords[filter] ?? 'No items')}
      testId="grid-empty"
      actions={
        <>
          {query ? <Button onClick={() => setQuery('')}>Clear search</Button> : null}
          {filter !== 'all' ? <Button onClick={() => setFilter('all')}>Show all items</Button> : null}
        </>
      }
    />
  );
}
