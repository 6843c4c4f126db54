import { type CsvFormat, csvFormatFor, localeFromTag } from '../../shared/domain/locale';
import { AppError } from '../core/errors';
import { type OptionValues, optFlag, optString } from './command';
import { words } from './i18n';
import type { CliIo } from './io';

/** Options of every command that writes CSV. */
export const CSV_OPTIONS = {
  delimiter: { type: 'string' },
  decimal: { type: 'string' },
  bom: { type: 'boolean' },
  'no-bom': { type: 'boolean' },
} as const;

/** The help lines of the CSV options, aligned with a command's other options (column `width`). */
export function csvHelp(width = 16): string {
  const line = (flag: string, text: string[]) =>
    text.map((t, i) => `  ${(i === 0 ? flag : '').padEnd(width)}${t}`).join('\n');
  return [
    line('--delimiter D', [
      'CSV separator: ";", "," or tab (default: ";" when LC_ALL, or else LANG,',
      'starts with "tr", as a Turkish Excel expects; "," otherwise)',
    ]),
    line('--decimal M', ['CSV decimal mark: "," or "." (default: "," for Turkish, "." otherwise)']),
    line('--bom, --no-bom', [
      'A CSV that lands in a file (--output FILE, or stdout redirected with > FILE)',
      'starts with a UTF-8 BOM, without which Excel shows "Dürüm" as "DÃ¼rÃ¼m"; on a',
      'terminal or into a pipe it does not. --bom adds it anyway, --no-bom leaves it out',
    ]),
  ].join('\n');
}

const DELIMITERS: Record<string, CsvFormat['delimiter']> = { ';': ';', ',': ',', tab: '\t', '\t': '\t' };

/**
 * The CSV's separator and decimal mark: --delimiter and --decimal when given, else those of the
 * environment's locale (LC_ALL overrides LANG, as POSIX has it), so a script run on a Turkish
 * machine writes what its Excel opens and one elsewhere keeps the usual ',' and '.'.
 */
export function csvFormatFrom(
  values: OptionValues,
  env: Readonly<Record<string, string | undefined>>,
): CsvFormat {
  const fallback = csvFormatFor(localeFromTag(env.LC_ALL || env.LANG));
  const d = optString(values, 'delimiter');
  const delimiter = d === undefined ? fallback.delimiter : DELIMITERS[d.toLowerCase()];
  if (delimiter === undefined) throw new AppError('invalid_input', words().delimiter(d ?? ''));
  const m = optString(values, 'decimal');
  if (m !== undefined && m !== ',' && m !== '.') throw new AppError('invalid_input', words().decimal(m));
  return { delimiter, decimal: m ?? fallback.decimal };
}

/**
 * Whether a CSV starts with the UTF-8 BOM. The app's rule (core/files/csv-write.ts): a CSV file
 * carries it, since Excel reads UTF-8 without one in the ANSI code page. So: a file named with
 * --output, or stdout redirected to a file, gets it; a terminal shows no BOM, and a pipe feeds a
 * program, which would take it for part of the first header. --bom and --no-bom decide instead.
 */
export function csvBom(values: OptionValues, io: CliIo, file: string | undefined): boolean {
  const add = optFlag(values, 'bom');
  const drop = optFlag(values, 'no-bom');
  if (add && drop) throw new AppError('invalid_input', words().bomBoth);
  if (add || drop) return add;
  if (file !== undefined) return true;
  return io.stdout.isTTY !== true && io.stdout.isFile === true;
}
