import { create } from 'zustand';
import type { AppErrorShape } from '../../../shared/domain/errors';
import { errorShapeOf } from '../../api/api-error';
import { api } from '../../api/client';

/**
 * Reads the items of branches never read before, one branch at a time (the core keeps the rate
 * limit), so the chain view can compare them. Cancel stops after the branch in flight.
 */
type ReadAllStore = {
  running: boolean;
  done: number;
  total: number;
  failed: Array<{ branch: string; error: AppErrorShape }>;
  run(branches: string[]): Promise<void>;
  cancel(): void;
};

let cancelled = false;

export const useReadAllItems = create<ReadAllStore>((set, get) => ({
  running: false,
  done: 0,
  total: 0,
  failed: [],
  async run(branches) {
    if (get().running) return;
    cancelled = false;
    set({ running: true, done: 0, total: branches.length, failed: [] });
    for (const branch of branches) {
      if (cancelled) break;
      try {
        await api().call('items.load', { branch, refresh: false });
      } catch (e) {
        set((s) => ({ failed: [...s.failed, { branch, error: errorShapeOf(e) }] }));
      }
      set((s) => ({ done: s.done + 1 }));
    }
    set({ running: false });
  },
  cancel() {
    cancelled = true;
  },
}));
