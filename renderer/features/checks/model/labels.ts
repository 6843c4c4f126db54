import type { Check, CheckKind } from '../../../../shared/domain/check';
import { type MessageId, t } from '../../../i18n/i18n';

/**
 * Human names of the service's domain values in the app's language. The raw value stays what
 * filters, sorts and exports use; the screens show it in a tooltip next to the name.
 */
const PAYMENT_TYPE: Readonly<Record<string, MessageId>> = {
  Cash: 'checks.payment.cash',
  CreditCard: 'checks.payment.creditCard',
  MealCard: 'checks.payment.mealCard',
  NonPayable: 'checks.payment.nonPayable',
  OnAccount: 'checks.payment.onAccount',
};

/** "Nakit" / "Cash" for `Cash`; a type the app does not know is shown as the service names it. */
export function paymentTypeLabel(raw: string): string {
  if (raw === '') return t('checks.payment.none');
  return Object.hasOwn(PAYMENT_TYPE, raw) ? t(PAYMENT_TYPE[raw] as MessageId) : raw;
}

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
