import { z } from 'zod';
import { DEFAULT_SETTINGS, Settings } from '../../../shared/domain/connection';
import { type Database, migrate } from '../store/database';
import { PROFILES_DOMAIN, profilesMigrations } from './profiles-migrations';

const SETTINGS_KEY = 'settings';
const ACTIVE_PROFILE_KEY = 'activeProfileId';

/**
 * App-wide state in the store: the user's settings and the profile used last (restored on start).
 * Stored settings are read field by field: one bad value (an older build, a hand edit) falls back to
 * its default instead of losing every setting.
 */
export function createAppStateRepo(db: Database) {
  migrate(db, PROFILES_DOMAIN, profilesMigrations);
  const read = (key: string): string | null => {
    const row = z
      .object({ value: z.string() })
      .safeParse(db.prepare('SELECT value FROM app_state WHERE key = ?').get(key));
    return row.success ? row.data.value : null;
  };
  const write = (key: string, value: string | null) => {
    if (value === null) db.prepare('DELETE FROM app_state WHERE key = ?').run(key);
    else
      db.prepare(
        'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ).run(key, value);
  };

  const settings = (): Settings => {
    const raw = read(SETTINGS_KEY);
    if (raw === null) return { ...DEFAULT_SETTINGS };
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
    const out: Settings = { ...DEFAULT_SETTINGS };
    if (stored && typeof stored === 'object') {
      for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
        const field = Settings.shape[key].safeParse((stored as Record<string, unknown>)[key]);
        if (field.success) Object.assign(out, { [key]: field.data });
      }
    }
    return out;
  };

  return {
    settings,
    /** Fields the patch leaves undefined keep their value. */
    saveSettings(patch: Partial<Settings>): Settings {
      const given = Object.entries(patch).filter(([, value]) => value !== undefined);
      const valid = Settings.parse({ ...settings(), ...Object.fromEntries(given) });
      write(SETTINGS_KEY, JSON.stringify(valid));
      return valid;
    },
    activeProfileId(): string | null {
      return read(ACTIVE_PROFILE_KEY);
    },
    setActiveProfileId(id: string | null): void {
      write(ACTIVE_PROFILE_KEY, id);
    },
  };
}

export type AppStateRepo = ReturnType<typeof createAppStateRepo>;
