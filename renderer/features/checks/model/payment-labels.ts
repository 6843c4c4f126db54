import { foldForSearch } from '../../../../shared/search-text';
import { type MessageId, t } from '../../../i18n/i18n';

/**
 * Human names of payment types, in the app's language. Services name a type by its machine name
 * ("CreditCard") or as the till shows it ("Kredi Kartı", "Cari Hesap (Veresiye)"), so both spellings
 * find the label. A type not known here is shown as the service wrote it: it is data, and the
 * screens put the raw value in a tooltip anyway.
 */
const LABELS: Readonly<Record<string, MessageId>> = {
  cash: 'checkSummary.paymentType.cash',
  nakit: 'checkSummary.paymentType.cash',
  creditcard: 'checkSummary.paymentType.creditCard',
  kredikarti: 'checkSummary.paymentType.creditCard',
  mealcard: 'checkSummary.paymentType.mealCard',
  yemekkarti: 'checkSummary.paymentType.mealCard',
  onaccount: 'checkSummary.paymentType.onAccount',
  carihesap: 'checkSummary.paymentType.onAccount',
  veresiye: 'checkSummary.paymentType.onAccount',
  nonpayable: 'checkSummary.paymentType.nonPayable',
  odenmez: 'checkSummary.paymentType.nonPayable',
};

/** "Kredi Kartı (Bonus)", "credit_card", "CREDIT CARD" -> "kredikarti" / "creditcard". */
function keyOf(raw: string): string {
  return foldForSearch(raw.replace(/\(.*\)/g, '')).replace(/[^a-z0-9]/g, '');
}

/** The payment type `raw` as a person reads it ("Kredi Kartı" / "Credit card"). */
export function paymentTypeLabel(raw: string): string {
  if (raw.trim() === '') return t('checkSummary.paymentType.none');
  const id = LABELS[keyOf(raw)];
  return id === undefined ? raw : t(id);
}
