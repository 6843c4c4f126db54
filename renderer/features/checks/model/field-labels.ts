import { hasMessage, t } from '../../../i18n/i18n';

export type LabelledSection = 'address' | 'fiscal' | 'invoice';

/**
 * The name a manager reads for a field of a check's address, fiscal or invoice part ("ZNo" is
 * "Z no.", "TaxOffice" is "Vergi dairesi"); a field the app does not know keeps the service's
 * name, so nothing the POS sends is hidden.
 */
export function fieldLabel(section: LabelledSection, key: string): string {
  const id = `checks.field.${section}.${key}`;
  return hasMessage(id) ? t(id) : key;
}
