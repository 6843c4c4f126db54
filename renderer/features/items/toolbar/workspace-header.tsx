import { Badge, Button, formatDateTime, formatRelative, IconButton, useNow } from '../../../components';
import { t } from '../../../i18n/i18n';
import { useAppStatus } from '../../../shell-state/app-status-store';
import { loadBranch } from '../../../workspace/load-branch';
import { setPanel, useWorkspace } from '../../../workspace/workspace-store';
import { useBranchName } from '../../branches/branches-store';
import { ExportMenu } from '../../import/export-menu';
import { useBranchInfo } from './use-branch-info';

/** Branch name, freshness of the items, and the workspace's actions. */
export function WorkspaceHeader() {
  const branch = useWorkspace((s) => s.branch);
  const loaded = useWorkspace((s) => s.loaded);
  const status = useWorkspace((s) => s.status);
  const readOnly = useWorkspace((s) => s.readOnly);
  const drafted = useWorkspace((s) => s.draft.size);
  const info = useBranchInfo(branch);
  // The branch list read for another page names the branch at once, before this page's own read.
  const listedName = useBranchName(branch);
  const name = info?.name || listedName || null;
  // The connection's report: this branch's server did not answer its last call (the others may).
  const unreachableSince = useAppStatus(
    (s) => s.connectivity?.unreachableBranches.find((b) => b.branch === branch)?.since ?? null,
  );
  const now = useNow(30_000);
  if (!branch) return null;

  return (
    <header className="items-header">
      <div className="items-header__title">
        <h1 data-testid="items-title">{name ?? branch}</h1>
        {/* The code beside the name; while the name is unknown the title is the code, said once. */}
        {name && name !== branch ? (
          <span className="subtle mono" data-testid="items-branch-code">
            {branch}
          </span>
        ) : null}
        {loaded?.stale ? (
          <Badge variant="offline" title={t('items.header.offlineHint')}>
            {t('items.header.offline')}
          </Badge>
        ) : unreachableSince ? (
          <Badge
            variant="offline"
            title={t('branches.fresh.branchOfflineHint', {
              since: t('connection.status.notAnsweringSince', { time: formatDateTime(unreachableSince) }),
            })}
            testId="items-branch-offline"
          >
            {t('branches.fresh.branchOffline')}
          </Badge>
        ) : null}
        {drafted > 0 ? <Badge variant="draft">{t('items.header.draft')}</Badge> : null}
        <span className="subtle" data-testid="items-fetched">
          {loaded ? t('items.header.fetched', { when: formatRelative(loaded.fetchedAt, now) }) : ''}
        </span>
        <IconButton
          icon="refresh"
          size="sm"
          label={t('items.header.refresh')}
          disabled={status === 'loading'}
          onClick={() => loadBranch(branch, { refresh: true })}
          data-testid="items-refresh"
        />
      </div>
      <div className="items-header__actions">
        <Button
          size="sm"
          variant="ghost"
          icon="receipt"
          onClick={() => setPanel('sold')}
          data-testid="open-sold"
        >
          {t('items.header.sold')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon="check"
          onClick={() => setPanel('suggestions')}
          disabled={readOnly}
          data-testid="open-suggestions"
        >
          {t('items.header.suggestions')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon="arrowUp"
          onClick={() => setPanel('import')}
          disabled={readOnly}
          data-testid="open-import"
        >
          {t('items.header.import')}
        </Button>
        <ExportMenu />
        <Button
          size="sm"
          variant="ghost"
          icon="layers"
          onClick={() => setPanel('copy')}
          disabled={readOnly}
          data-testid="open-copy"
        >
          {t('items.header.copy')}
        </Button>
        <span className="items-header__sep" />
        <Button
          size="sm"
          variant="ghost"
          icon="trash"
          disabled={readOnly || drafted === 0}
          onClick={() => setPanel('discard')}
          data-testid="discard-draft"
        >
          {t('items.header.discard')}
        </Button>
        <Button
          variant="primary"
          icon="arrowRight"
          disabled={readOnly || drafted === 0}
          onClick={() => setPanel('review')}
          data-testid="review-submit"
        >
          {drafted > 0 ? t('items.header.reviewCount', { count: drafted }) : t('items.header.review')}
        </Button>
      </div>
    </header>
  );
}
