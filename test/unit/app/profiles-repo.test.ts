import { describe, expect, it } from 'vitest';
import { createProfilesRepo } from '../../../electron/core/connection/profiles-repo';
import { openDatabase } from '../../../electron/core/store/database';

const PROFILE = {
  id: 'p1',
  name: 'Chain',
  baseUrl: 'https://pos.example',
  username: 'api',
  readOnly: false,
  timeoutMs: 60_000,
  demo: false,
};

describe('profiles repo: stored JSON a hand edit or an older build damaged', () => {
  it('reads damaged field overrides as none and a damaged service check as never run', () => {
    const db = openDatabase(':memory:');
    const repo = createProfilesRepo(db, () => new Date('2025-03-01T10:00:00Z'));
    repo.upsert({ ...PROFILE, fieldOverrides: { 'check.kind': 'Belge' } });
    expect(repo.get('p1')?.fieldOverrides).toEqual({ 'check.kind': 'Belge' });

    const setOverrides = db.prepare('UPDATE profiles SET field_overrides = ? WHERE id = ?');
    for (const damaged of ['not json', '{"check.kind": ""}', '{"no.such.meaning": "X"}', '']) {
      setOverrides.run(damaged, 'p1');
      expect(repo.get('p1')?.fieldOverrides, damaged).toEqual({});
    }

    const insertReport = db.prepare(
      'INSERT OR REPLACE INTO profile_service_checks (profile_id, report, checked_at) VALUES (?, ?, ?)',
    );
    for (const damaged of ['not json', '{"checkedAt": 1}', '']) {
      insertReport.run('p1', damaged, '2025-03-01T10:00:00Z');
      expect(repo.serviceCheck('p1'), damaged).toBeNull();
    }
    db.close();
  });
});
