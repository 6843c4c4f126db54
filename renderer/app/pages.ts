import type { IconName } from '../components';
import type { MessageId } from '../i18n/i18n';
import type { Page } from '../shell-state/navigation';

export type PageInfo = {
  page: Page;
  /** The page's name in the navigation (a message: the language may change while the app runs). */
  labelId: MessageId;
  icon: IconName;
  /** Pages that read the service's data open once a profile is active (online or offline). */
  needsConnection: boolean;
};

/** The left navigation, in order. */
export const PAGES: readonly PageInfo[] = [
  { page: 'connection', labelId: 'common.nav.connection', icon: 'plug', needsConnection: false },
  { page: 'branches', labelId: 'common.nav.branches', icon: 'store', needsConnection: true },
  { page: 'items', labelId: 'common.nav.items', icon: 'list', needsConnection: true },
  { page: 'checks', labelId: 'common.nav.checks', icon: 'receipt', needsConnection: true },
  { page: 'history', labelId: 'common.nav.history', icon: 'history', needsConnection: true },
  { page: 'settings', labelId: 'common.nav.settings', icon: 'settings', needsConnection: false },
];

export function pageInfo(page: Page): PageInfo {
  return PAGES.find((p) => p.page === page) ?? (PAGES[0] as PageInfo);
}
