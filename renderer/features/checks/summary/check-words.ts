import type { UnreconcilableCheck } from '../../../../shared/domain/summary';
import { t } from '../../../i18n/i18n';
import { formatDay } from '../model/dates';

/** "Wed, May 1 · no. 1234": a check in the summary's lists. */
export function checkName(c: { businessDate: string; checkNumber: number }): string {
  return t('checkSummary.reconcile.checkNumber', { day: formatDay(c.businessDate), number: c.checkNumber });
}

/**
 * Why a sale check could not be reconciled, in the app's language: "could not reconcile: 1 payment
 * unreadable". The summary's own reason (shared/check-summary.ts) is English, for files and logs;
 * the words are made again here from the parts the check could not read, counted. Undefined when
 * none is counted (then the caller shows the summary's reason).
 */
export function unreadableParts(counts: UnreconcilableCheck['unreadable']): string | undefined {
  const words = [
    ['checkSummary.unreconcilable.lines', counts.lines],
    ['checkSummary.unreconcilable.payments', counts.payments],
    ['checkSummary.unreconcilable.discounts', counts.discounts],
  ] as const;
  const named = words.filter(([, n]) => n > 0).map(([id, n]) => t(id, { count: n }));
  return named.length === 0
    ? undefined
    : t('checkSummary.unreconcilable.reason', { parts: named.join(', ') });
}
