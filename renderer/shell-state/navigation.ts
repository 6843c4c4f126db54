import { create } from 'zustand';

export type Page = 'connection' | 'branches' | 'items' | 'checks' | 'history' | 'settings';

/**
 * Where the user is. Features navigate through this store (e.g. a check's unmapped item jumps to the
 * mapping workspace with that item focused); the shell renders the page it names.
 */
type Navigation = {
  page: Page;
  /** The branch the Items and Checks pages work on. */
  branch: string | null;
  /** An item to scroll to and focus when the Items page opens. */
  focusItemId: number | null;
  navigate(page: Page, params?: { branch?: string | null; focusItemId?: number | null }): void;
};

export const useNavigation = create<Navigation>((set) => ({
  page: 'connection',
  branch: null,
  focusItemId: null,
  navigate: (page, params = {}) =>
    set((s) => ({
      page,
      branch: params.branch === undefined ? s.branch : params.branch,
      focusItemId: params.focusItemId ?? null,
    })),
}));
