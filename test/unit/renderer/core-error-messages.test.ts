import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, test } from 'vitest';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../../electron/core/error-messages';
import { AppError, toErrorShape } from '../../../electron/core/errors';
import { FILE_LIMITS } from '../../../electron/core/files';
import { readMappingFileWith } from '../../../electron/core/files/mapping-file';
import { ENDPOINTS } from '../../../electron/core/upstream/endpoints';
import {
  answerTooLargeError,
  badRequestError,
  branchUnreachableError,
  throttledError,
  timeoutError,
} from '../../../electron/core/upstream/failures';
import { catalogues } from '../../../renderer/i18n/catalogues';
import { errorText } from '../../../renderer/i18n/error-text';
import { activateLocale } from '../../../renderer/i18n/i18n';

const CORE = join(__dirname, '../../../electron/core');
const ids = Object.keys(ERROR_MESSAGES) as ErrorMessageId[];

/** The ICU argument names a message uses. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time)
      into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
}

/** Every `new <type>(` call with its arguments: from its parenthesis to the matching one. */
function constructorCalls(text: string, type = 'AppError'): string[] {
  const calls: string[] = [];
  const start = `new ${type}(`;
  for (let at = text.indexOf(start); at >= 0; at = text.indexOf(start, at + 1)) {
    let depth = 0;
    let end = at + start.length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at, end + 1));
  }
  return calls;
}

describe('the core message codes and the renderer catalogues', () => {
  test('every code has a message in both languages, using exactly the arguments the core sends', () => {
    const problems: string[] = [];
    for (const id of ids) {
      const sent = [...ERROR_MESSAGES[id]].sort().join();
      for (const locale of ['en', 'tr'] as const) {
        const message = (catalogues[locale] as Record<string, string>)[`errors.${id}`];
        if (message === undefined) {
          problems.push(`${locale}: errors.${id} missing`);
          continue;
        }
        const used = [...argumentsOf(parse(message))].sort().join();
        if (used !== sent) problems.push(`${locale}: errors.${id} uses (${used}), the core sends (${sent})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the catalogue has no message code the core does not know', () => {
    const known = new Set(ids.map((id) => `errors.${id}`));
    const orphans = Object.keys(catalogues.en).filter(
      (k) =>
        k.startsWith('errors.') &&
        !k.startsWith('errors.code.') &&
        !k.startsWith('errors.operation.') &&
        !known.has(k),
    );
    expect(orphans).toEqual([]);
  });

  test('every upstream operation has a phrase, with its branch where it can have one', () => {
    for (const op of Object.keys(ENDPOINTS)) {
      expect(Object.hasOwn(catalogues.en, `errors.operation.${op}`), op).toBe(true);
      const ofBranch = `errors.operation.${op}OfBranch` as keyof typeof catalogues.en;
      if (op === 'token' || op === 'branches' || op === 'teamMember') continue;
      expect([...argumentsOf(parse(catalogues.en[ofBranch] ?? ''))], op).toEqual(['branch']);
      expect([...argumentsOf(parse(catalogues.tr[ofBranch] ?? ''))], op).toEqual(['branch']);
    }
  });

  test('every AppError the core builds carries a message code, and every code is used', () => {
    const core = sources(CORE);
    const silent = core.flatMap(({ file, text }) =>
      constructorCalls(text)
        .filter((call) => !/\bsay\b/.test(call))
        .map((call) => `${file}: ${call.slice(0, 80)}`),
    );
    expect(silent).toEqual([]);
    // An unreadable record's reason travels with it to the screen: it needs a code just the same.
    const silentReasons = core.flatMap(({ file, text }) =>
      constructorCalls(text, 'Unreadable')
        .filter((call) => !/\bsay\(/.test(call))
        .map((call) => `${file}: ${call.slice(0, 80)}`),
    );
    expect(silentReasons).toEqual([]);
    const all = core.filter((s) => !s.file.endsWith('error-messages.ts')).map((s) => s.text);
    const unused = ids.filter((id) => !all.some((text) => text.includes(`'${id}'`)));
    expect(unused).toEqual([]);
  });
});

describe('core errors in the user language', () => {
  afterEach(() => activateLocale('en'));
  const ctx = { op: 'items', branch: '001', host: 'pos.example.com' } as const;

  test('upstream failures name the operation, the branch and the numbers in Turkish and English', () => {
    const timeout = timeoutError({ op: 'checks', host: 'h' }, 45_000).toShape();
    const slow = throttledError(ctx, 503, 5, null).toShape();
    const big = answerTooLargeError(ctx, 1536 * 1024 * 1024).toShape();
    const refused = badRequestError(ctx, 400, 'Geçersiz tarih').toShape();
    const unreachable = branchUnreachableError(ctx, 502, null).toShape();

    activateLocale('tr');
    expect(errorText(timeout)).toBe('Entegrasyon servisi 45 sn içinde yanıt vermedi (adisyonlar).');
    expect(errorText(slow)).toContain('001 şubesinin ürünleri için art arda 5 kez');
    expect(errorText(big)).toContain('001 şubesinin ürünleri için gelen yanıt 1.536 MB’tan büyük');
    expect(errorText(refused)).toBe(
      'Entegrasyon servisi 001 şubesinin ürünleri için yapılan isteği reddetti (HTTP 400): “Geçersiz tarih”.',
    );
    expect(errorText(unreachable)).toContain(
      '001 şubesine entegrasyon servisi üzerinden ulaşılamadı (HTTP 502)',
    );
    expect(errorText(unreachable)).toMatch(/bağlı olmayabilir\.$/);

    activateLocale('en');
    // English from the catalogue is the core's own wording, numbers formatted for the locale.
    expect(errorText(timeout)).toBe(timeout.message);
    expect(errorText(slow)).toBe(slow.message);
    expect(errorText(refused)).toBe(refused.message);
    expect(errorText(unreachable)).toBe(unreachable.message);
    expect(errorText(big)).toContain('larger than 1,536 MB');
  });

  test('a refused file names the file and the limits, numbers grouped the locale’s way', async () => {
    const csv = ['ItemNo,IntegrationCode', ...Array.from({ length: 12_001 }, (_, i) => `N${i},C${i}`)].join(
      '\n',
    );
    const limits = { ...FILE_LIMITS, maxDataRows: 12_000 };
    const error = await readMappingFileWith(new TextEncoder().encode(csv), 'menü.csv', limits).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const shape = (error as AppError).toShape();
    expect(shape).toMatchObject({ code: 'bad_file', messageId: 'file.tooManyRows' });

    activateLocale('tr');
    expect(errorText(shape)).toBe(
      '"menü.csv" 12.001 satır içeriyor; bir seferde en fazla 12.000 satır okunabilir. Dosyayı daha küçük dosyalara bölün.',
    );
    activateLocale('en');
    expect(errorText(shape)).toBe(shape.message);
  });

  test('plurals follow the count in English', () => {
    const one = new AppError('invalid_input', 'x', {
      say: { id: 'submit.unconfirmedClears', params: { count: 1 } },
    });
    const many = new AppError('invalid_input', 'x', {
      say: { id: 'submit.unconfirmedClears', params: { count: 2 } },
    });
    expect(errorText(one.toShape())).toMatch(/^1 item would lose its integration code/);
    expect(errorText(many.toShape())).toMatch(/^2 items would lose their integration code/);
  });

  test('the fallbacks of unknown errors are worded too', () => {
    activateLocale('tr');
    expect(errorText(toErrorShape(new Error('secret-ish text')))).toBe(
      'Uygulamanın içinde bir sorun oluştu. Taslağınız kayıtlı; yeniden deneyin.',
    );
    expect(errorText(toErrorShape(Object.assign(new Error('x'), { name: 'AbortError' })))).toBe(
      'İptal edildi.',
    );
  });
});
