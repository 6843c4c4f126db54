import type { Check, CheckKind } from '../../../../shared/domain/check';
import { type MessageId, t } from '../../../i18n/i18n';

/**
 * Human names of check kinds and states in the app's language (payment types: payment-labels.ts).
 * The raw value stays what filters, sorts and exports use; the screens show it in a tooltip.
 */
const KIND: Record<CheckKind, MessageId> = {
  sale: 'checks.kind.sale',
  collection: 'checks.kind.collection',
  expense: 'checks.kind.expense',
  unknown: 'checks.kind.unknown',
};

/** One check's kind: "Sale", "Satış". */
export function kindLabel(kind: CheckKind): string {
  return t(KIND[kind]);
}

const KIND_PLURAL: Record<CheckKind, MessageId> = {
  sale: 'checks.kinds.sale',
  collection: 'checks.kinds.collection',
  expense: 'checks.kinds.expense',
  unknown: 'checks.kinds.unknown',
};

/** A group of checks by kind, as the filter chips name it: "Sales", "Satışlar". */
export function kindsLabel(kind: CheckKind): string {
  return t(KIND_PLURAL[kind]);
}

const STATE: Record<Check['state'], MessageId> = {
  Open: 'checks.state.open',
  Closed: 'checks.state.closed',
};

export function stateLabel(state: Check['state']): string {
  return t(STATE[state]);
}
