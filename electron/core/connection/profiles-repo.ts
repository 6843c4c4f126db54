import { z } from 'zod';
import { FieldOverrides, MIN_TIMEOUT_MS, ProfileKind } from '../../../shared/domain/connection';
import { ServiceCheckReport } from '../../../shared/domain/service-check';
import { type Database, migrate } from '../store/database';
import {
  PROFILES_DOMAIN,
  profilesMigrations,
  SERVICE_CHECKS_DOMAIN,
  serviceCheckMigrations,
} from './profiles-migrations';

/** A profile as stored: everything but the secrets and their status (asked of the vault). */
export type StoredProfile = {
  id: string;
  name: string;
  baseUrl: string;
  username: string;
  readOnly: boolean;
  timeoutMs: number;
  demo: boolean;
  /** The service's own field names for checks and items (Advanced); absent = none. */
  fieldOverrides?: FieldOverrides;
  /** Absent = the service itself. */
  kind?: ProfileKind;
};

// Rows are read back through zod: a store edited by hand or by an older build must not hand the
// core a value of the wrong type.
const Row = z.object({
  id: z.string(),
  name: z.string(),
  base_url: z.string(),
  username: z.string(),
  read_only: z.number(),
  timeout_ms: z.number(),
  demo: z.number(),
  field_overrides: z.string().optional(),
  kind: z.string().optional(),
});

/** JSON stored by us, read with its schema; a damaged value is read as absent rather than failing. */
function readStored<T>(schema: z.ZodType<T>, text: string | undefined): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toProfile = (raw: unknown): StoredProfile | null => {
  const row = Row.safeParse(raw);
  if (!row.success) return null;
  const r = row.data;
  return {
    id: r.id,
    name: r.name,
    baseUrl: r.base_url,
    username: r.username,
    readOnly: r.read_only !== 0,
    timeoutMs: Math.max(MIN_TIMEOUT_MS, Math.trunc(r.timeout_ms)),
    demo: r.demo !== 0,
    fieldOverrides: readStored(FieldOverrides, r.field_overrides) ?? {},
    kind: ProfileKind.catch('service').parse(r.kind ?? 'service'),
  };
};

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;

export function createProfilesRepo(db: Database, now: () => Date) {
  migrate(db, PROFILES_DOMAIN, profilesMigrations);
  migrate(db, SERVICE_CHECKS_DOMAIN, serviceCheckMigrations);
  const isProfile = (p: StoredProfile | null): p is StoredProfile => p !== null;

  return {
    list(): StoredProfile[] {
      return db
        .prepare('SELECT * FROM profiles ORDER BY demo, name COLLATE NOCASE, created_at')
        .all()
        .map(toProfile)
        .filter(isProfile);
    },
    get(id: string): StoredProfile | null {
      return toProfile(db.prepare('SELECT * FROM profiles WHERE id = ?').get(id));
    },
    findDemo(): StoredProfile | null {
      return toProfile(db.prepare('SELECT * FROM profiles WHERE demo = 1 ORDER BY created_at LIMIT 1').get());
    },
    upsert(p: StoredProfile): StoredProfile {
      const at = now().toISOString();
      db.prepare(
        `INSERT INTO profiles (id, name, base_url, username, read_only, timeout_ms, demo, field_overrides,
           kind, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name, base_url = excluded.base_url,
           username = excluded.username, read_only = excluded.read_only, timeout_ms = excluded.timeout_ms,
           demo = excluded.demo, field_overrides = excluded.field_overrides, kind = excluded.kind,
           updated_at = excluded.updated_at`,
      ).run(
        p.id,
        p.name,
        p.baseUrl,
        p.username,
        p.readOnly ? 1 : 0,
        p.timeoutMs,
        p.demo ? 1 : 0,
        JSON.stringify(p.fieldOverrides ?? {}),
        p.kind ?? 'service',
        at,
        at,
      );
      return p;
    },
    delete(id: string): void {
      db.prepare('DELETE FROM profiles WHERE id = ?').run(id);
      db.prepare('DELETE FROM profile_service_checks WHERE profile_id = ?').run(id);
    },
    /** The profile's last service check; null when never checked (or the stored one is unreadable). */
    serviceCheck(id: string): ServiceCheckReport | null {
      const row = db.prepare('SELECT report FROM profile_service_checks WHERE profile_id = ?').get(id);
      const text = z.object({ report: z.string() }).safeParse(row);
      return text.success ? readStored(ServiceCheckReport, text.data.report) : null;
    },
    saveServiceCheck(id: string, report: ServiceCheckReport): void {
      db.prepare(
        `INSERT INTO profile_service_checks (profile_id, report, checked_at) VALUES (?, ?, ?)
         ON CONFLICT(profile_id) DO UPDATE SET report = excluded.report, checked_at = excluded.checked_at`,
      ).run(id, JSON.stringify(report), report.checkedAt);
    },
  };
}
