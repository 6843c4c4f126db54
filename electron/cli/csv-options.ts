import { type CsvFormat, csvFormatFor, localeFromTag } from '../../shared/domain/locale';
import { AppError } from '../core/errors';
import { type OptionValues, optString } from './command';

/** Options of every command that writes CSV. */
export const CSV_OPTIONS = {
  delimiter: { type: 'string' },
  decimal: { type: 'string' },
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
  if (delimiter === undefined) {
    throw new AppError('invalid_input', `--delimiter must be ";", "," or tab (got "${d}").`);
  }
  const m = optString(values, 'decimal');
  if (m !== undefined && m !== ',' && m !== '.') {
    throw new AppError('invalid_input', `--decimal must be "," or "." (got "${m}").`);
  }
  return { delimiter, decimal: m ?? fallback.decimal };
}
