import { create } from 'zustand';
import type { WarmUpStatus } from '../../shared/domain/check';
import { type AppStatus, type Connectivity, isReadOnly } from '../../shared/domain/connection';
import type { AppErrorShape } from '../../shared/domain/errors';
import { errorShapeOf } from '../api/api-error';
import { api } from '../api/client';

/**
 * Where the app stands, for the shell and every feature: the active profile (read-only? demo?),
 * the secret store, and the live connectivity pushed by main. Features read it with selectors,
 * e.g. useAppStatus((s) => s.status?.profile?.readOnly ?? false).
 */
type AppStatusStore = {
  /** 'loading' until app.status first answers: the shell's data-app-state marker follows it. */
  phase: 'loading' | 'ready' | 'failed';
  status: AppStatus | null;
  connectivity: Connectivity | null;
  /** The background warm-up of recent checks, as main last reported it. */
  warmUp: WarmUpStatus | null;
  loadError: AppErrorShape | null;
  load(): Promise<AppStatus | null>;
  /** Replace the status with a fresh answer (connect, disconnect, demo.start all return one). */
  setStatus(status: AppStatus): void;
  setConnectivity(c: Connectivity): void;
  setWarmUp(w: WarmUpStatus): void;
};

export const useAppStatus = create<AppStatusStore>((set) => ({
  phase: 'loading',
  status: null,
  connectivity: null,
  warmUp: null,
  loadError: null,
  async load() {
    try {
      const status = await api().call('app.status');
      set({ phase: 'ready', status, connectivity: status.connectivity, loadError: null });
      return status;
    } catch (e) {
      set({ phase: 'failed', loadError: errorShapeOf(e) });
      return null;
    }
  },
  setStatus: (status) => set({ status, connectivity: status.connectivity }),
  setWarmUp: (warmUp) => set({ warmUp }),
  setConnectivity: (connectivity) =>
    set((s) => (isBehind(connectivity, s.connectivity) ? {} : { connectivity })),
}));

/**
 * Events travel on their own channel and can arrive after the answer of the call that caused them
 * (e.g. the "reset" of a connect, after connect's own, newer status). An event that knows of no
 * success, or only an older one, than what is shown is behind: showing it would flash "Offline".
 */
function isBehind(next: Connectivity, current: Connectivity | null): boolean {
  if (!current?.lastOkAt) return false;
  return next.lastOkAt === null || next.lastOkAt < current.lastOkAt;
}

/** True when a profile is active (online or not): the data pages are open. */
export const selectConnected = (s: AppStatusStore) => s.status?.mode === 'connected';
export const selectReadOnly = (s: AppStatusStore) => (s.status ? isReadOnly(s.status) : false);
export const selectOnline = (s: AppStatusStore) => s.connectivity?.online ?? false;
