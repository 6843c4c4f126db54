import type { IconName } from '../components/icon';
import type { Page } from './navigation';

export type PageInfo = {
  page: Page;
  label: string;
  icon: IconName;
  /** Pages that read the service's data open once a profile is active (online or offline). */
  needsConnection: boolean;
};

/** The left navigation, in order. */
export const PAGES: readonly PageInfo[] = [
  { page: 'connection', label: 'Connection', icon: 'plug', needsConnection: false },
  { page: 'branches', label: 'Branches', icon: 'store', needsConnection: true },
  { page: 'items', label: 'Items', icon: 'list', needsConnection: true },
  { page: 'checks', label: 'Checks', icon: 'receipt', needsConnection: true },
  { page: 'history', label: 'History', icon: 'history', needsConnection: true },
  { page: 'settings', label: 'Settings', icon: 'settings', needsConnection: false },
];

export function pageInfo(page: Page): PageInfo {
  return PAGES.find((p) => p.page === page) ?? (PAGES[0] as PageInfo);
}
