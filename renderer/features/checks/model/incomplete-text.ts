import { t } from '../../../i18n/i18n';
import { formatDayRange } from './dates';
import type { DayGap, IncompleteDays } from './incomplete';

const GAP_WORDS = {
  undated: 'checks.incomplete.undated',
  outside: 'checks.incomplete.outside',
  unreadable: 'checks.incomplete.unreadable',
} as const;

export type GapWhere = { multi: boolean; branchName: (code: string) => string };

/**
 * One gap in the user's language, the days it concerns written the locale's way: "Could not read
 * the dates of 413 checks of Nov 13 – 15; these days are incomplete" ("13 – 15 Kas: 413 adisyonun
 * tarihi okunamadı; bu günler eksik").
 */
export function gapText(g: DayGap, where: GapWhere): string {
  const range = formatDayRange(g.from, g.to);
  const days = where.multi
    ? t('checks.alerts.branchDay', { branch: where.branchName(g.branch), day: range })
    : range;
  return t(GAP_WORDS[g.kind], { count: g.count, days, span: g.from === g.to ? 'one' : 'many' });
}

/**
 * What the incomplete days of a load miss, one sentence per gap (`max` of them, then "and N more"),
 * and the days not loaded at all counted last.
 */
export function incompleteSentences(o: IncompleteDays, where: GapWhere, max = Infinity): string[] {
  const shown = o.gaps.slice(0, max).map((g) => gapText(g, where));
  const more = o.gaps.length - shown.length;
  if (more > 0) shown.push(t('checks.incomplete.more', { count: more }));
  if (o.notLoaded.length > 0) shown.push(t('checkSummary.daysFailed', { count: o.notLoaded.length }));
  return shown;
}

/** The sentences as one text: each ends with a full stop. */
export function asText(sentences: readonly string[]): string {
  return sentences.map((s) => t('checks.alerts.sentence', { text: s })).join(' ');
}
