import type { Migration } from '../store/database';

/**
 * Tables of the 'profiles' domain: connection profiles (never secrets: those live in the host's
 * vault) and a small key/value table for app-wide state (settings, the last active profile).
 */
export const PROFILES_DOMAIN = 'profiles';

export const profilesMigrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        base_url TEXT NOT NULL,
        username TEXT NOT NULL,
        read_only INTEGER NOT NULL DEFAULT 0,
        timeout_ms INTEGER NOT NULL,
        demo INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE app_state (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    // Field names of the profile's service for checks and items (issue 17): JSON, '{}' = none.
    version: 2,
    sql: `ALTER TABLE profiles ADD COLUMN field_overrides TEXT NOT NULL DEFAULT '{}';`,
  },
  {
    // What the profile connects to (issue 36): the service itself, or the chain's team server.
    version: 3,
    sql: `ALTER TABLE profiles ADD COLUMN kind TEXT NOT NULL DEFAULT 'service';`,
  },
];

/**
 * The last service check of each profile (core/service-check), kept apart from the profile's own
 * row: optional, replaced whole by the next check, gone with the profile.
 */
export const SERVICE_CHECKS_DOMAIN = 'profile-service-checks';

export const serviceCheckMigrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE profile_service_checks (
        profile_id TEXT PRIMARY KEY,
        report TEXT NOT NULL,
        checked_at TEXT NOT NULL
      );
    `,
  },
];
