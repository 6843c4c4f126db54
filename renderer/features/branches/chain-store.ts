import { create } from 'zustand';
import type { AppErrorShape } from '../../../shared/domain/errors';
import type { ChainRow } from '../../../shared/domain/item';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';
import { latestAnswer } from '../../api/latest-answer';
import { onProfileSwitch } from '../../workspace/profile-switch';

/** The chain view: one ItemNo per row, its code in every branch whose items are saved. */
type ChainStore = {
  rows: ChainRow[];
  onlyDisagreeing: boolean;
  loaded: boolean;
  loading: boolean;
  error: AppErrorShape | null;
  load(): Promise<void>;
  setOnlyDisagreeing(v: boolean): void;
  reset(): void;
};

const latest = latestAnswer();

export const useChain = create<ChainStore>((set, get) => ({
  rows: [],
  onlyDisagreeing: true,
  loaded: false,
  loading: false,
  error: null,
  async load() {
    const isLatest = latest.begin();
    set({ loading: true });
    try {
      const rows = await api().call('items.chain', { onlyDisagreeing: get().onlyDisagreeing });
      if (isLatest()) set({ rows, loaded: true, error: null });
    } catch (e) {
      if (isLatest()) set({ error: errorShapeOf(e), loaded: true });
    } finally {
      if (isLatest()) set({ loading: false });
    }
  },
  setOnlyDisagreeing(onlyDisagreeing) {
    set({ onlyDisagreeing });
    void get().load();
  },
  reset() {
    latest.drop();
    set({ rows: [], loaded: false, loading: false, error: null });
  },
}));

onProfileSwitch(() => useChain.getState().reset());
