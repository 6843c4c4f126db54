import type { AppErrorShape, CoreMessage } from '../../../shared/domain/errors';
import { type Locale, localeFromTag } from '../../../shared/domain/locale';
import { type CliWords, en } from './en';
import { tr } from './tr';

export type { CliWords };

/**
 * The language of the CLI's messages: --lang when given, else the environment's (LC_ALL, then
 * LC_MESSAGES, then LANG, as POSIX has it), else the system's (Windows sets none of those). The
 * first of them that is set decides, so LC_ALL=C.UTF-8 means English whatever LANG says.
 */
export function languageFrom(
  flag: Locale | undefined,
  env: Readonly<Record<string, string | undefined>>,
  system: string = Intl.DateTimeFormat().resolvedOptions().locale,
): Locale {
  if (flag !== undefined) return flag;
  return localeFromTag(env.LC_ALL || env.LC_MESSAGES || env.LANG || system);
}

const WORDS: Record<Locale, CliWords> = { en, tr };

/** One command per process: the language is set once, before anything is said (runCli). */
let current: { locale: Locale; core: ((said: CoreMessage) => string | undefined) | null } = {
  locale: 'en',
  core: null,
};

/**
 * Makes `locale` the language of every later message. Turkish loads the core's catalogue and its
 * ICU interpreter (react-intl, as the app does): only then, so an English run never pays for it.
 */
export async function activateLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') {
    current = { locale, core: null };
    return;
  }
  const { turkishCoreText } = await import('./core-text');
  current = { locale, core: turkishCoreText };
}

export function language(): Locale {
  return current.locale;
}

/** The CLI's own lines in the current language. */
export function words(): CliWords {
  return WORDS[current.locale];
}

/**
 * A text the core made (an unreadable record's reason, a day's error): in Turkish from its message
 * code when the catalogue has it; else, and in English, the core's own words.
 */
export function coreText(said: CoreMessage | undefined, english: string): string {
  if (said === undefined || current.core === null) return english;
  return current.core(said) ?? english;
}

/**
 * An error in the current language: a core error by its message code; one the CLI raised is
 * already worded in it (words()), and one without a known code keeps its English.
 */
export function errorText(shape: Pick<AppErrorShape, 'message' | 'messageId' | 'params'>): string {
  const said = shape.messageId === undefined ? undefined : { id: shape.messageId, params: shape.params };
  return coreText(said, shape.message);
}
