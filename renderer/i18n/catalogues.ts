import type { Locale } from '../../shared/domain/locale';
import { namespaces as en } from './en';
import { namespaces as tr } from './tr';

/**
 * Every string the renderer shows, in both languages. English is the reference: its keys are the
 * MessageId type, and the Turkish catalogue must have every one of them (a type error otherwise;
 * test/unit/renderer/i18n-catalogues.test.ts checks the ICU arguments agree too).
 */
const english = Object.assign({}, ...Object.values(en)) as UnionToIntersection<(typeof en)[keyof typeof en]>;
export type MessageId = keyof typeof english;

// Each Turkish namespace is typed by its English one (Translation), so the union is complete.
const turkish = Object.assign({}, ...Object.values(tr)) as Record<MessageId, string>;

export const catalogues: Record<Locale, Record<MessageId, string>> = { en: english, tr: turkish };

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;
