import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChecksRepo, encodeDay } from '../../../electron/core/checks/checks-repo';
import { checksOfSource } from '../../../electron/core/checks/export-source';
import { createKeptChecks } from '../../../electron/core/checks/kept-checks';
import type { AppError } from '../../../electron/core/errors';
import { openDatabase } from '../../../electron/core/store/database';
import { check } from './fixtures';

/** A store holding two days of B1 and one of B2. */
function storeWithDays() {
  const repo = createChecksRepo(openDatabase(join(mkdtempSync(join(tmpdir(), 'mcm-src-')), 'store.sqlite')));
  const day = (branch: string, date: string, ids: number[]) =>
    encodeDay(branch, {
      date,
      checks: ids.map((id) => check({ branch, id, businessDate: `${date}T00:00:00`, checkNumber: id })),
      fetchedAt: '2024-05-03T00:00:00Z',
      final: true,
    });
  repo.writeDays('k', 'B1', [day('B1', '2024-05-01', [1, 2, 3]), day('B1', '2024-05-02', [4, 5])]);
  repo.writeDays('k', 'B2', [day('B2', '2024-05-01', [1, 9])]);
  return repo;
}

const ref = (branch: string, id: number, date: string) => ({ branch, id, businessDate: `${date}T00:00:00` });

describe('an export source: stored days unread, read where the file is written', () => {
  it('names the checks in the order asked, a kept check over its stored copy, and parses nothing itself', () => {
    const repo = storeWithDays();
    let parsed = 0;
    const counting = {
      ...repo,
      findChecks: (...a: Parameters<typeof repo.findChecks>) => {
        parsed += 1;
        return repo.findChecks(...a);
      },
    };
    const kept = createKeptChecks(counting, () => 'k');
    // A filtered load's answer, newer than the stored copy of B1 #4.
    kept.keep([check({ branch: 'B1', id: 4, businessDate: '2024-05-02T00:00:00', info: 'newer' })]);
    const refs = [
      ref('B2', 9, '2024-05-01'),
      ref('B1', 4, '2024-05-02'),
      ref('B1', 1, '2024-05-01'),
      ref('B2', 1, '2024-05-01'),
    ];
    const source = kept.sourceOf(refs);
    expect(parsed).toBe(0);
    expect(source.days.map((d) => `${d.branch} ${d.date}`).sort()).toEqual([
      'B1 2024-05-01',
      'B2 2024-05-01',
    ]);
    const checks = checksOfSource(structuredClone(source));
    expect(checks.map((c) => `${c.branch}#${c.id}`)).toEqual(['B2#9', 'B1#4', 'B1#1', 'B2#1']);
    expect(checks[1]?.info).toBe('newer');
  });

  it('fails as not found when a check named is in no stored day, so a file never holds less', () => {
    const repo = storeWithDays();
    const kept = createKeptChecks(repo, () => 'k');
    const source = kept.sourceOf([
      ref('B1', 1, '2024-05-01'),
      ref('B1', 77, '2024-05-01'),
      ref('B3', 1, '2024-05-01'),
    ]);
    let error: unknown;
    try {
      checksOfSource(source);
    } catch (e) {
      error = e;
    }
    expect((error as AppError).toShape()).toMatchObject({
      code: 'not_found',
      messageId: 'checks.goneFromStore',
      params: { missing: 2, total: 3 },
    });
  });
});
