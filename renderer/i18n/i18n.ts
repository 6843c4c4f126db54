import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from '../../shared/domain/locale';
import { catalogues, type MessageId } from './catalogues';

/**
 * The renderer's one language and one set of formats. The shell activates the locale of the
 * settings before it renders, and re-mounts the page tree when it changes (state lives in the
 * stores), so t() and the format functions can be plain calls, in components and in stores alike.
 * Messages are ICU (plural, select, number): react-intl interprets them without eval, under our CSP.
 */
export type { MessageId };
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const TAGS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
const cache = createIntlCache();
let current: { locale: Locale; intl: IntlShape } = make('en');

function make(locale: Locale) {
  const intl = createIntl(
    {
      locale: TAGS[locale],
      messages: catalogues[locale],
      // A missing message is a failing test (i18n catalogue tests), not a console error at run time.
      onError: () => undefined,
    },
    cache,
  );
  return { locale, intl };
}

/** Makes `locale` the language of every later t() and format call (idempotent). */
export function activateLocale(locale: Locale): void {
  if (current.locale !== locale) current = make(locale);
}

export function currentLocale(): Locale {
  return current.locale;
}

/** The intl of the active locale, for the format functions (components/format.ts). */
export function intl(): IntlShape {
  return current.intl;
}

/** The message `id` in the active language, its ICU arguments filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  return current.intl.formatMessage({ id }, values as Record<string, string | number | Date>);
}

/** Whether `id` names a message (ids that come from data, such as a core error's messageId). */
export function hasMessage(id: string): id is MessageId {
  return Object.hasOwn(catalogues.en, id);
}

/** A message with React parts in it (a bold branch name, a code): react-intl keys the parts itself. */
export function tRich(id: MessageId, values: Record<string, ReactNode>): ReactNode {
  return current.intl.formatMessage({ id }, values);
}
