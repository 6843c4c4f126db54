import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { catalogues } from '../../../renderer/i18n/catalogues';
import { namespaces as en } from '../../../renderer/i18n/en';
import { activateLocale, t } from '../../../renderer/i18n/i18n';
import { namespaces as tr } from '../../../renderer/i18n/tr';
import { ErrorCode } from '../../../shared/domain/errors';

/** The ICU argument names a message uses (plural, select, number, date and plain arguments). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time)
      into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
    if (e.type === TYPE.tag) {
      into.add(`<${e.value}>`);
      argumentsOf(e.children, into);
    }
  }
  return into;
}

describe('the renderer catalogues', () => {
  test('Turkish and English have the same namespaces, and each namespace the same keys', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect(Object.keys(tr[ns]).sort(), ns).toEqual(Object.keys(en[ns]).sort());
      // A key says its namespace, so a search for it finds its catalogue.
      for (const key of Object.keys(en[ns])) expect(key.startsWith(`${ns}.`), key).toBe(true);
    }
  });

  test('every message is non-empty ICU, and both languages use the same arguments', () => {
    const problems: string[] = [];
    for (const [key, english] of Object.entries(catalogues.en)) {
      const turkish = catalogues.tr[key as keyof typeof catalogues.tr];
      if (!english.trim() || !turkish?.trim()) {
        problems.push(`${key}: empty`);
        continue;
      }
      try {
        const a = [...argumentsOf(parse(english))].sort();
        const b = [...argumentsOf(parse(turkish))].sort();
        if (a.join() !== b.join()) problems.push(`${key}: arguments ${a.join()} vs ${b.join()}`);
      } catch (e) {
        problems.push(`${key}: not ICU (${(e as Error).message})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every error code has a headline in both languages', () => {
    for (const code of ErrorCode.options) {
      expect(Object.hasOwn(catalogues.en, `errors.code.${code}`), code).toBe(true);
    }
  });

  test('plurals and numbers follow the active language', () => {
    activateLocale('tr');
    expect(t('common.justNow')).toBe('az önce');
    activateLocale('en');
    expect(t('common.justNow')).toBe('just now');
  });
});
