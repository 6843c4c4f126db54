import { paymentKindOf } from '../../../../shared/payment-kinds';
import { t } from '../../../i18n/i18n';

/**
 * The payment type `raw` as a person reads it ("Kredi Kartı" / "Credit card"). A type not known
 * (shared/payment-kinds.ts) is shown as the service wrote it: it is data, and the screens put the
 * raw value in a tooltip anyway.
 */
export function paymentTypeLabel(raw: string): string {
  if (raw.trim() === '') return t('checkSummary.paymentType.none');
  const kind = paymentKindOf(raw);
  return kind === null ? raw : t(`checkSummary.paymentType.${kind}`);
}
