import { useEffect } from 'react';
import type { UnreadableRecord } from '../../../shared/domain/check';
import { Alert, Badge, Button, EmptyState, Spinner } from '../../components';
import { errorText, reasonText } from '../../i18n/error-text';
import { t } from '../../i18n/i18n';
import { useNavigation } from '../../shell-state/navigation';
import { watchExternalDrafts } from '../../workspace/external-draft';
import { loadBranch, loadReadOnly } from '../../workspace/load-branch';
import { useFocusItem } from '../../workspace/use-focus-item';
import { useWorkspace } from '../../workspace/workspace-store';
import { CopyDialog } from '../copy/copy-dialog';
import { ImportDialog } from '../import/import-dialog';
import { ReviewDialog } from '../submit/review-dialog';
import { SuggestionsDialog } from '../suggestions/suggestions-dialog';
import { UnmappedSoldDialog } from '../unmapped-sold/unmapped-sold-dialog';
import { DiscardDraftDialog } from './discard-draft-dialog';
import { ItemGrid } from './grid/item-grid';
import { PasteDialog } from './paste/paste-dialog';
import { SearchBox } from './toolbar/search-box';
import { SelectionBar } from './toolbar/selection-bar';
import { StatusChips } from './toolbar/status-chips';
import { WorkspaceHeader } from './toolbar/workspace-header';
import { useItemModel } from './use-item-model';
import './items.css';

/** Entry of the mapping workspace (owned by the items feature). The shell renders it for page 'items'. */
export function ItemsPage() {
  const branch = useNavigation((s) => s.branch);
  const focusItemId = useNavigation((s) => s.focusItemId);
  const navigate = useNavigation((s) => s.navigate);

  useEffect(() => {
    void loadReadOnly();
    if (branch) void loadBranch(branch);
  }, [branch]);
  useFocusItem(focusItemId);

  if (!branch) {
    return (
      <section className="items-page" data-testid="items-page">
        <EmptyState
          icon="store"
          title={t('items.noBranch.title')}
          actions={
            <Button variant="primary" onClick={() => navigate('branches')}>
              {t('items.noBranch.goToBranches')}
            </Button>
          }
        >
          {t('items.noBranch.body')}
        </EmptyState>
      </section>
    );
  }
  return <Workspace />;
}

function Workspace() {
  const status = useWorkspace((s) => s.status);
  const loaded = useWorkspace((s) => s.loaded);
  const loadError = useWorkspace((s) => s.loadError);
  const readOnly = useWorkspace((s) => s.readOnly);
  const branch = useWorkspace((s) => s.branch);
  const { items, index, facts } = useItemModel();
  // A draft changed elsewhere (another window, a revert, a copy) shows up here without a reload.
  useEffect(() => watchExternalDrafts(), []);

  return (
    <section className="items-page" data-testid="items-page" data-state={status}>
      <WorkspaceHeader />
      {readOnly ? (
        <Alert tone="info" testId="read-only-note" title={t('items.page.readOnlyTitle')}>
          {t('items.page.readOnlyBody')}
        </Alert>
      ) : null}
      {loaded?.stale ? (
        <Alert tone="warning" title={t('items.page.offlineTitle')}>
          {t('items.page.offlineBody')}
        </Alert>
      ) : null}
      {loaded && loaded.unreadable.length > 0 ? <UnreadableItems records={loaded.unreadable} /> : null}
      {loadError ? (
        <Alert
          tone="danger"
          title={t('items.page.loadFailed')}
          detail={loadError.detail}
          actions={
            branch ? (
              <Button size="sm" onClick={() => loadBranch(branch, { refresh: true })}>
                {t('common.tryAgain')}
              </Button>
            ) : null
          }
        >
          {errorText(loadError)}
        </Alert>
      ) : null}
      {!loaded ? (
        status === 'loading' ? (
          <div className="items-loading" data-testid="items-loading">
            <Spinner size="lg" label={t('items.page.loadingLabel')} />
            <span>{t('items.page.loadingText')}</span>
          </div>
        ) : null
      ) : (
        <>
          <div className="row row--wrap items-toolbar" data-region="toolbar">
            <StatusChips counts={facts.counts} />
            <span className="spacer" />
            {status === 'loading' ? <Spinner label={t('items.page.refreshing')} /> : null}
            <SearchBox />
          </div>
          {readOnly ? null : <SelectionBar />}
          <ItemGrid items={items} facts={facts} index={index} />
        </>
      )}
      <DiscardDraftDialog />
      <ReviewDialog />
      <ImportDialog />
      <SuggestionsDialog />
      <CopyDialog />
      <UnmappedSoldDialog />
      <PasteDialog />
    </section>
  );
}

/**
 * Items the service sent that could not be read (no usable ItemId or ItemNo): listed flagged with
 * the reason and the record as sent. They have no row in the grid: without an id they cannot be
 * edited, and they are never part of a submission.
 */
function UnreadableItems({ records }: { records: readonly UnreadableRecord[] }) {
  return (
    <Alert
      tone="warning"
      testId="items-unreadable"
      title={t('items.unreadable.title', { count: records.length })}
      detail={t('items.unreadable.detail')}
    >
      <details>
        <summary className="items-unreadable__summary">{t('items.unreadable.show')}</summary>
        <ol>
          {records.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the records have no usable id
            <li key={i} data-testid="items-unreadable-record">
              <Badge variant="warning">{t('items.unreadable.badge')}</Badge> {reasonText(r)}
              <pre className="items-unreadable__raw">{r.raw}</pre>
            </li>
          ))}
        </ol>
      </details>
    </Alert>
  );
}
