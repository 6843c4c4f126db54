import { create } from 'zustand';
import type { BranchSummary } from '../../../shared/domain/branch';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { latestAnswer } from '../../api/latest-answer';
import { onProfileSwitch } from '../../workspace/profile-switch';

/**
 * The connection's branches with their mapping figures. Other features read names from here
 * (useBranchName(code)) instead of asking main again.
 */
type BranchesStore = {
  branches: BranchSummary[];
  /** The first answer has arrived (possibly empty). */
  loaded: boolean;
  loading: boolean;
  refreshing: boolean;
  error: AppErrorShape | null;
  /** Loads from the offline store (refresh=false) or from the service (refresh=true). */
  load(opts?: { refresh?: boolean }): Promise<void>;
  /** Forget everything (another profile became active). */
  reset(): void;
  /** What the page shows, kept while the user visits other pages. */
  tab: 'branches' | 'chain';
  query: string;
  setTab(tab: 'branches' | 'chain'): void;
  setQuery(query: string): void;
};

const latest = latestAnswer();

export const useBranches = create<BranchesStore>((set) => ({
  branches: [],
  loaded: false,
  loading: false,
  refreshing: false,
  error: null,
  async load({ refresh = false } = {}) {
    const isLatest = latest.begin();
    set(refresh ? { refreshing: true } : { loading: true });
    try {
      const branches = await api().call('branches.list', { refresh });
      if (!isLatest()) return;
      set({ branches, loaded: true, error: null });
    } catch (e) {
      if (!isLatest()) return;
      set({ error: errorShapeOf(e), loaded: true });
    } finally {
      // The newest request ends both kinds of wait: an older plain load it overtook has no answer to show.
      if (isLatest()) set({ loading: false, refreshing: false });
    }
  },
  reset() {
    latest.drop();
    set({ branches: [], loaded: false, loading: false, refreshing: false, error: null, query: '' });
  },
  tab: 'branches',
  query: '',
  setTab: (tab) => set({ tab }),
  setQuery: (query) => set({ query }),
}));

onProfileSwitch(() => useBranches.getState().reset());

export function useBranchName(code: string | null): string | null {
  return useBranches((s) => (code ? (s.branches.find((b) => b.code === code)?.name ?? null) : null));
}
