import { afterEach, describe, expect, it } from 'vitest';
import { daysCompleteness, incompleteLines } from '../../../electron/cli/completeness';
import { activateLanguage, languageFrom } from '../../../electron/cli/i18n';
import type { CliIo } from '../../../electron/cli/io';
import { dayProgress } from '../../../electron/cli/progress';
import { runCli } from '../../../electron/cli/run';
import type { DayStatus, UnreadableRecord } from '../../../shared/domain/check';

/**
 * Issue 37, item 6: the CLI's messages in Turkish under a Turkish locale or --lang tr: its own
 * lines (errors, progress, summaries, what a load missed) and the core's texts, worded from the
 * catalogue the app words them with. --help and results on stdout stay English.
 */
function capture(env: Record<string, string> = {}) {
  const written = { stdout: '', stderr: '' };
  const io: CliIo = {
    env,
    stdout: { write: (c: string) => (written.stdout += c) },
    stderr: { write: (c: string) => (written.stderr += c) },
  };
  return { io, written };
}

async function run(argv: string[], env: Record<string, string>) {
  const { io, written } = capture(env);
  const code = await runCli(argv, io);
  return { code, ...written };
}

const TR = { LANG: 'tr_TR.UTF-8' };

afterEach(() => activateLanguage('en'));

describe('the language of the messages', () => {
  it('--lang, else LC_ALL, LC_MESSAGES, LANG (the first set decides), else the system', () => {
    expect(languageFrom('en', { LANG: 'tr_TR.UTF-8' })).toBe('en');
    expect(languageFrom('tr', { LC_ALL: 'C.UTF-8' })).toBe('tr');
    expect(languageFrom(undefined, { LC_ALL: 'tr_TR.UTF-8', LANG: 'en_US.UTF-8' })).toBe('tr');
    expect(languageFrom(undefined, { LC_ALL: 'C.UTF-8', LANG: 'tr_TR.UTF-8' })).toBe('en');
    expect(languageFrom(undefined, { LC_MESSAGES: 'tr_TR.UTF-8', LANG: 'en_US.UTF-8' })).toBe('tr');
    expect(languageFrom(undefined, { LANG: 'tr_TR.UTF-8' })).toBe('tr');
    // Windows sets none of them: the system's locale decides.
    expect(languageFrom(undefined, {}, 'tr-TR')).toBe('tr');
    expect(languageFrom(undefined, {}, 'en-US')).toBe('en');
  });

  it('a Turkish environment gets the CLI’s own errors in Turkish; --lang en gets English', async () => {
    const tr = await run(['items', '--branch', 'B01', '--outptu', 'b01.csv'], TR);
    expect(tr.code).toBe(2);
    expect(tr.stderr).toBe(
      'menumap items: Bilinmeyen seçenek: --outptu. --output mi demek istediniz?\nSeçenekleri için "menumap items --help" çalıştırın.\n',
    );
    const en = await run(['--lang', 'en', 'items', '--branch', 'B01', '--outptu', 'b01.csv'], TR);
    expect(en.stderr).toContain('Unknown option --outptu. Did you mean --output?');
    const forced = await run(['items', '--lang=tr', '--branch'], {});
    expect(forced.stderr).toContain('--branch seçeneği bir değer ister.');
    const bad = await run(['branches', '--lang', 'de'], TR);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('menumap: --lang şunlardan biri olmalı: tr, en (verilen: "de").\n');
  });

  it('the core’s errors by their message code, from the catalogue the app words them with', async () => {
    const r = await run(['checks', '--branch', 'B01', '--from', '2025-01-01', '--to', '2026-12-31'], TR);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'menumap checks: Bir seferde en fazla 366 gün seçin (730 gün istendi).',
    );
    const en = await run(['checks', '--branch', 'B01', '--from', '2025-01-01', '--to', '2026-12-31'], {});
    expect(en.stderr.split('\n')[0]).toBe(
      'menumap checks: Choose at most 366 days at a time (asked for 730).',
    );
  });

  it('progress, summaries and what a load missed, with the reasons in Turkish', async () => {
    await activateLanguage('tr');
    const day = (date: string, over: Partial<DayStatus> = {}): DayStatus => ({
      branch: 'B01',
      date,
      status: 'fetched',
      fetchedAt: '2026-11-20T10:00:00.000Z',
      final: false,
      checkCount: 100,
      ...over,
    });
    const unreadable: UnreadableRecord = {
      what: 'check',
      branch: 'B01',
      businessDate: '2026-11-14',
      reason: 'BusinessDate: "32.13.2026" is not a date',
      reasonSaid: { id: 'unreadable.notDate', params: { field: 'BusinessDate', value: '"32.13.2026"' } },
      raw: '{}',
    };
    const days = [day('2026-11-13', { status: 'cached' }), day('2026-11-14', { unreadableCount: 1 })];
    expect(incompleteLines(daysCompleteness(days, [unreadable]), [unreadable])).toEqual([
      'B01 2026-11-14 gününün 1 adisyonu okunamadı (toplamlarda yok): BusinessDate: "32.13.2026" bir tarih değil; gün eksik ve bir sonraki çalıştırmada yeniden alınır',
    ]);
    const { io, written } = capture();
    dayProgress(io).done(days);
    expect(written.stderr).toBe(
      'adisyonlar: 2 gün, 1 gün servisten alındı, 1 gün çevrimdışı kayıttan, 1 gün eksik (bir dahaki sefere yeniden alınır)\n',
    );
  });

  it('one day is a day in the English summary', async () => {
    await activateLanguage('en');
    const { io, written } = capture();
    dayProgress(io).done([
      {
        branch: 'B01',
        date: '2026-11-20',
        status: 'fetched',
        fetchedAt: '2026-11-20T10:00:00.000Z',
        final: true,
        checkCount: 3,
      },
    ]);
    expect(written.stderr).toBe('checks: 1 day, 1 fetched, 0 from the offline store\n');
  });

  it('--help stays English, whatever the language', async () => {
    const r = await run(['items', '--help'], TR);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: menumap items/);
  });
});
