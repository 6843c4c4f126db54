import { lazy, Suspense } from 'react';
import { Spinner } from '../components';
import { BranchesPage } from '../features/branches';
import { ConnectionPage } from '../features/connection';
import { HistoryPage } from '../features/history';
import { ItemsPage } from '../features/items';
import { SettingsPage } from '../features/settings';
import { t } from '../i18n/i18n';
import { selectConnected, useAppStatus } from '../shell-state/app-status-store';
import { useNavigation } from '../shell-state/navigation';
import { pageInfo } from './pages';

// The check browser (and its charting library) is for managers: loaded on first visit, so the
// mapping workspace starts without it.
const ChecksPage = lazy(() => import('../features/checks').then((m) => ({ default: m.ChecksPage })));

/** The page the navigation names. Data pages fall back to Connection while nothing is connected. */
export function PageView() {
  const page = useNavigation((s) => s.page);
  const connected = useAppStatus(selectConnected);
  const shown = pageInfo(page).needsConnection && !connected ? 'connection' : page;
  switch (shown) {
    case 'connection':
      return <ConnectionPage />;
    case 'branches':
      return <BranchesPage />;
    case 'items':
      return <ItemsPage />;
    case 'checks':
      return (
        <Suspense fallback={<Spinner label={t('common.openingChecks')} />}>
          <ChecksPage />
        </Suspense>
      );
    case 'history':
      return <HistoryPage />;
    case 'settings':
      return <SettingsPage />;
  }
}
