import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../renderer/features/checks/model/field-labels';
import { activateLocale } from '../../../renderer/i18n/i18n';

describe('check field labels', () => {
  afterEach(() => activateLocale('en'));

  it('name the address, fiscal and invoice fields in both languages; unknown keys as sent', () => {
    activateLocale('tr');
    expect(fieldLabel('invoice', 'TaxOffice')).toBe('Vergi dairesi');
    expect(fieldLabel('fiscal', 'ZNo')).toBe('Z no.');
    expect(fieldLabel('address', 'District')).toBe('İlçe');
    expect(fieldLabel('address', 'Floor')).toBe('Floor');
    activateLocale('en');
    expect(fieldLabel('invoice', 'TaxOffice')).toBe('Tax office');
    expect(fieldLabel('address', 'AddressLine')).toBe('Address');
    // A key of another section is not borrowed.
    expect(fieldLabel('fiscal', 'TaxOffice')).toBe('TaxOffice');
  });
});
