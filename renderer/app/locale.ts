import { type Locale, localeFromTag } from '../../shared/domain/locale';

/**
 * The language the browser (in Electron: Chromium, from the OS) prefers, as the app's locale:
 * Turkish when the first preferred language is Turkish, else English.
 */
export function systemLocale(nav: Pick<Navigator, 'language' | 'languages'> = navigator): Locale {
  return localeFromTag(nav.languages?.[0] ?? nav.language);
}

/** <html lang> follows the setting: screen readers pick their voice and hyphenation by it. */
export function applyLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  root.lang = locale;
}
