import { create } from 'zustand';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { JournalEntry, JournalSummary } from '../../../shared/domain/mapping';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { latestAnswer } from '../../api/latest-answer';
import { onProfileSwitch } from '../../workspace/profile-switch';

/** The journal of submissions: the list (all branches or one), and the entry open in detail. */
type HistoryStore = {
  entries: JournalSummary[];
  branch: string | null;
  loaded: boolean;
  loading: boolean;
  error: AppErrorShape | null;
  selectedId: string | null;
  detail: JournalEntry | null;
  detailLoading: boolean;
  detailError: AppErrorShape | null;
  load(): Promise<void>;
  setBranch(branch: string | null): void;
  select(id: string | null): Promise<void>;
  /** Turns an entry into a draft of the previous values; answers the branch and the edit count. */
  revert(id: string): Promise<{ branch: string; edits: number }>;
  reset(): void;
};

const list = latestAnswer();
const detailAnswer = latestAnswer();

const INITIAL = {
  entries: [],
  branch: null,
  loaded: false,
  loading: false,
  error: null,
  selectedId: null,
  detail: null,
  detailLoading: false,
  detailError: null,
} satisfies Partial<HistoryStore>;

export const useHistory = create<HistoryStore>((set, get) => ({
  ...INITIAL,
  async load() {
    const isLatest = list.begin();
    const branch = get().branch;
    set({ loading: true });
    try {
      const entries = await api().call('journal.list', branch ? { branch } : {});
      if (!isLatest()) return;
      // Newest first, whatever order the store answers in.
      entries.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
      set({ entries, loaded: true, error: null });
    } catch (e) {
      if (isLatest()) set({ error: errorShapeOf(e), loaded: true });
    } finally {
      if (isLatest()) set({ loading: false });
    }
  },
  setBranch(branch) {
    set({ branch });
    void get().load();
  },
  async select(id) {
    const isLatest = detailAnswer.begin();
    set({ selectedId: id, detailError: null, detailLoading: id !== null });
    if (id === null) {
      set({ detail: null });
      return;
    }
    if (get().detail?.id !== id) set({ detail: null });
    try {
      const detail = await api().call('journal.get', { id });
      if (isLatest()) set({ detail });
    } catch (e) {
      if (isLatest()) set({ detailError: errorShapeOf(e) });
    } finally {
      if (isLatest()) set({ detailLoading: false });
    }
  },
  revert: (id) => api().call('journal.revert', { id }),
  reset() {
    list.drop();
    detailAnswer.drop();
    set(INITIAL);
  },
}));

onProfileSwitch(() => useHistory.getState().reset());
