import { z } from 'zod';

/** The app's language and formats: Turkish or English. The renderer's i18n and the CSV defaults read it. */
export const Locale = z.enum(['tr', 'en']);
export type Locale = z.infer<typeof Locale>;

/**
 * A locale tag from the OS, the browser or the environment ("tr-TR", "tr_TR.UTF-8", "en-US", "C")
 * -> Turkish when it is Turkish, else English.
 */
export function localeFromTag(tag: string | null | undefined): Locale {
  return /^tr(?![a-z])/i.test(tag?.trim() ?? '') ? 'tr' : 'en';
}

/** What a spreadsheet splits a CSV on: ';' is Excel's "CSV" where the comma is the decimal mark. */
const CsvDelimiter = z.enum([',', ';', '\t']);

export const CsvDecimal = z.enum([',', '.']);
export type CsvDecimal = z.infer<typeof CsvDecimal>;

export const CsvFormat = z.object({ delimiter: CsvDelimiter, decimal: CsvDecimal });
export type CsvFormat = z.infer<typeof CsvFormat>;

/**
 * The CSV a spreadsheet set to this locale opens as columns and numbers: a Turkish Excel splits on
 * ';' and reads '12,50'; an English one splits on ',' and reads '12.50'.
 */
export function csvFormatFor(locale: Locale): CsvFormat {
  return locale === 'tr' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}
