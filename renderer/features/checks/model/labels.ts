import type { Check, CheckKind } from '../../../../shared/domain/check';
import { t } from '../../../i18n/i18n';

/**
 * Human names of check kinds and states in the app's language (payment types: payment-labels.ts).
 * The raw value stays what filters, sorts and exports use; the screens show it in a tooltip.
 */

/** One check's kind: "Sale", "Satış". */
export const kindLabel = (kind: CheckKind): string => t(`checks.kind.${kind}`);

/** A group of checks by kind, as the filter chips name it: "Sales", "Satışlar". */
export const kindsLabel = (kind: CheckKind): string => t(`checks.kinds.${kind}`);

/** The kinds listed apart (filter chips, the summary's table): "unknown" only when some check is. */
export const kindsShown = (unknownCount: number): CheckKind[] =>
  unknownCount > 0 ? ['sale', 'collection', 'expense', 'unknown'] : ['sale', 'collection', 'expense'];

export const stateLabel = (state: Check['state']): string =>
  t(state === 'Open' ? 'checks.state.open' : 'checks.state.closed');
