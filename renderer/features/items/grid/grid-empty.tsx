import { Button, EmptyState } from '../../../components';
import { type MessageId, t } from '../../../i18n/i18n';
import type { StatusFilter } from '../../../workspace/item-status';
import { setFilter, setQuery, useWorkspace } from '../../../workspace/workspace-store';

const filterWords: Record<StatusFilter, MessageId> = {
  all: 'items.empty.noItems',
  unmapped: 'items.empty.unmapped',
  changed: 'items.empty.changed',
  invalid: 'items.empty.invalid',
  serverInvalid: 'items.empty.serverInvalid',
  duplicate: 'items.empty.duplicate',
  conflict: 'items.empty.conflict',
  ignored: 'items.empty.ignored',
};

/** What the grid says when no row is left after the filter and search. */
export function GridEmpty() {
  const filter = useWorkspace((s) => s.filter);
  const query = useWorkspace((s) => s.query);
  const total = useWorkspace((s) => s.loaded?.items.length ?? 0);
  if (total === 0) {
    return (
      <EmptyState icon="list" title={t('items.empty.noItemsTitle')} testId="grid-empty">
        {t('items.empty.noItemsBody')}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={query ? 'search' : 'success'}
      title={query ? t('items.empty.noMatch', { query }) : t(filterWords[filter])}
      testId="grid-empty"
      actions={
        <>
          {query ? <Button onClick={() => setQuery('')}>{t('items.empty.clearSearch')}</Button> : null}
          {filter !== 'all' ? (
            <Button onClick={() => setFilter('all')}>{t('items.empty.showAll')}</Button>
          ) : null}
        </>
      }
    />
  );
}
