import { foldForSearch } from './search-text';

/** The payment types the spec names (cash, credit card, non-payable, account on credit) and meal cards. */
export type PaymentKind = 'cash' | 'creditCard' | 'mealCard' | 'onAccount' | 'nonPayable';

/**
 * Services name a payment type by its machine name ("CreditCard") or as the till shows it
 * ("Kredi Kartı", "Cari Hesap (Veresiye)"), so both spellings lead to the same kind.
 */
const KINDS: Readonly<Record<string, PaymentKind>> = {
  cash: 'cash',
  nakit: 'cash',
  creditcard: 'creditCard',
  kredikarti: 'creditCard',
  mealcard: 'mealCard',
  yemekkarti: 'mealCard',
  onaccount: 'onAccount',
  carihesap: 'onAccount',
  veresiye: 'onAccount',
  nonpayable: 'nonPayable',
  odenmez: 'nonPayable',
};

/** "Kredi Kartı (Bonus)", "credit_card", "CREDIT CARD" -> 'creditCard'; null for a type not known here. */
export function paymentKindOf(raw: string): PaymentKind | null {
  const key = foldForSearch(raw.replace(/\(.*\)/g, '')).replace(/[^a-z0-9]/g, '');
  return Object.hasOwn(KINDS, key) ? (KINDS[key] ?? null) : null;
}
