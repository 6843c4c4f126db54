import { create } from 'zustand';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/domain/connection';
import { type Locale, localeFromTag } from '../../../shared/domain/locale';
import { api } from '../../api/client';
import { showError } from '../../components';
import { t } from '../../i18n/i18n';

/** The settings as the renderer uses them: the locale is always decided. */
export type ResolvedSettings = Omit<Settings, 'locale'> & { locale: Locale };

/**
 * App-wide preferences (batch size, timeout, theme, suggestion threshold, locale). Loaded once by
 * the shell; other features read them with useSettings((s) => s.settings.batchSize). The locale
 * ('tr' | 'en', for texts, formats and CSV defaults) is never null here: until the store answers it
 * is the browser's, and on first start (nothing stored yet) that choice is stored.
 */
type SettingsStore = {
  settings: ResolvedSettings;
  loaded: boolean;
  load(): Promise<void>;
  /** Saves a change at once; the store shows it immediately and rolls back if main refuses it. */
  update(patch: Partial<ResolvedSettings>): Promise<boolean>;
};

/**
 * No locale stored: the language the browser (in Electron: Chromium, from the OS) prefers, Turkish
 * when the first preferred language is Turkish, else English.
 */
function resolve(settings: Settings): ResolvedSettings {
  return {
    ...settings,
    locale: settings.locale ?? localeFromTag(navigator.languages?.[0] ?? navigator.language),
  };
}

export const useSettings = create<SettingsStore>((set, get) => ({
  settings: resolve(DEFAULT_SETTINGS),
  loaded: false,
  async load() {
    try {
      const stored = await api().call('settings.get');
      set({ settings: resolve(stored), loaded: true });
      // First start: remember the language chosen from the system, so it stays until changed.
      if (stored.locale === null) await get().update({ locale: get().settings.locale });
    } catch (e) {
      set({ loaded: true });
      showError(e, { title: t('settings.loadFailed') });
    }
  },
  async update(patch) {
    const before = get().settings;
    set({ settings: { ...before, ...patch } });
    try {
      set({ settings: resolve(await api().call('settings.set', patch)) });
      return true;
    } catch (e) {
      set({ settings: before });
      showError(e, { title: t('settings.saveFailed') });
      return false;
    }
  },
}));
