import { create } from 'zustand';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/domain/connection';
import { api } from '../../api/client';
import { showError } from '../../components/toast-store';

/**
 * App-wide preferences (batch size, timeout, theme, suggestion threshold). Loaded once by the shell;
 * other features read them with useSettings((s) => s.settings.batchSize).
 */
type SettingsStore = {
  settings: Settings;
  loaded: boolean;
  load(): Promise<void>;
  /** Saves a change at once; the store shows it immediately and rolls back if main refuses it. */
  update(patch: Partial<Settings>): Promise<boolean>;
};

export const useSettings = create<SettingsStore>((set, get) => ({
  settings: DEFAULT_SETTINGS,
  loaded: false,
  async load() {
    try {
      set({ settings: await api().call('settings.get'), loaded: true });
    } catch (e) {
      set({ loaded: true });
      showError(e, { title: 'Settings could not be read; defaults are used.' });
    }
  },
  async update(patch) {
    const before = get().settings;
    set({ settings: { ...before, ...patch } });
    try {
      set({ settings: await api().call('settings.set', patch) });
      return true;
    } catch (e) {
      set({ settings: before });
      showError(e, { title: 'The setting was not saved.' });
      return false;
    }
  },
}));
