import { create } from 'zustand';
import type { BranchSummary } from '../../../shared/domain/branch';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';

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

let generation = 0;

export const useBranches = create<BranchesStore>((set) => ({
  branches: [],
  loaded: false,
  loading: false,
  refreshing: false,
  error: null,
  async load({ refresh = false } = {}) {
    const gen = generation;
    set(refresh ? { refreshing: true } : { loading: true });
    try {
      const branches = await api().call('branches.list', { refresh });
      if (gen !== generation) return;
      set({ branches, loaded: true, error: null });
    } catch (e) {
      if (gen !== generation) return;
      set({ error: errorShapeOf(e), loaded: true });
    } finally {
      if (gen === generation) set(refresh ? { refreshing: false } : { loading: false });
    }
  },
  reset() {
    generation++;
    set({ branches: [], loaded: false, loading: false, refreshing: false, error: null, query: '' });
  },
  tab: 'branches',
  query: '',
  setTab: (tab) => set({ tab }),
  setQuery: (query) => set({ query }),
}));

export function useBranchName(code: string | null): string | null {
  return useBranches((s) => (code ? (s.branches.find((b) => b.code === code)?.name ?? null) : null));
}
