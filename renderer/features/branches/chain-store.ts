import { create } from 'zustand';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ChainRow } from '../../../shared/domain/item';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { latestAnswer } from '../../api/latest-answer';
import { onProfileSwitch } from '../../workspace/profile-switch';
import type { ChainFilter } from './chain-model';

/** The chain view: one ItemNo per row, its code in every branch whose items are saved. */
type ChainStore = {
  rows: ChainRow[];
  /** 'all' asks for every ItemNo; the others for the disagreeing ones, then keep one kind. */
  filter: ChainFilter;
  loaded: boolean;
  loading: boolean;
  error: AppErrorShape | null;
  load(): Promise<void>;
  setFilter(filter: ChainFilter): void;
  reset(): void;
};

const latest = latestAnswer();

export const useChain = create<ChainStore>((set, get) => ({
  rows: [],
  filter: 'disagree',
  loaded: false,
  loading: false,
  error: null,
  async load() {
    const isLatest = latest.begin();
    set({ loading: true });
    try {
      const rows = await api().call('items.chain', { onlyDisagreeing: get().filter !== 'all' });
      if (isLatest()) set({ rows, loaded: true, error: null });
    } catch (e) {
      if (isLatest()) set({ error: errorShapeOf(e), loaded: true });
    } finally {
      if (isLatest()) set({ loading: false });
    }
  },
  setFilter(filter) {
    const reload = (filter === 'all') !== (get().filter === 'all');
    set({ filter });
    if (reload) void get().load();
  },
  reset() {
    latest.drop();
    set({ rows: [], loaded: false, loading: false, error: null });
  },
}));

onProfileSwitch(() => useChain.getState().reset());
