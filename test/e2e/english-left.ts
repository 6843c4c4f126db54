import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { catalogues, type MessageId } from '../../renderer/i18n/catalogues';
import type { Locale } from '../../shared/domain/locale';

/**
 * Finds English on a screen that should be Turkish: every English catalogue message of two words
 * or more, with no arguments, that Turkish words differently, looked for in the page's text and in
 * its labels, titles and placeholders. A text not in the catalogues at all is the source scan's job
 * (test/unit/architecture/renderer-strings.test.ts).
 */
const ENGLISH_ONLY = Object.entries(catalogues.en)
  .filter(([key, english]) => {
    const turkish = catalogues.tr[key as keyof typeof catalogues.tr];
    return !english.includes('{') && /\p{L}+\s+\p{L}+/u.test(english) && english !== turkish;
  })
  .map(([, english]) => english.replace(/…$/, ''));

export async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  return ENGLISH_ONLY.filter((english) => text.includes(english));
}

/** A catalogue message as the app words it in `locale` (to find a control by its name in that language). */
export function say(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  const intl = createIntl({ locale: locale === 'tr' ? 'tr-TR' : 'en-US', messages: catalogues[locale] });
  return intl.formatMessage({ id }, values);
}
