import { describe, expect, it } from 'vitest';
import {
  overridesText,
  parseOverridesText,
} from '../../../renderer/features/connection/field-overrides-text';
import { FieldOverrides } from '../../../shared/domain/connection';

describe("the profile's Advanced field names", () => {
  it('reads one "meaning = FieldName" a line, skipping blanks and # notes, and writes it back', () => {
    const text = '# our service\ncheck.kind = Belge\n\npayment.amount: Tutar\n';
    const parsed = parseOverridesText(text);
    expect(parsed).toEqual({ overrides: { 'check.kind': 'Belge', 'payment.amount': 'Tutar' } });
    if ('overrides' in parsed) {
      expect(overridesText(parsed.overrides)).toBe('check.kind = Belge\npayment.amount = Tutar');
    }
    expect(parseOverridesText('')).toEqual({ overrides: {} });
  });

  it('names the line of a meaning it does not know or a line it cannot read', () => {
    expect(parseOverridesText('check.kind = Belge\ncheck.colour = Renk')).toEqual({
      error: 'Line 2: "check.colour" is not one of the meanings listed below.',
    });
    expect(parseOverridesText('check.kind = Belge Türü')).toMatchObject({
      error: expect.stringMatching(/^Line 1:/),
    });
  });

  it('takes a date field’s format and zone, and refuses a format it does not know', () => {
    const text = 'check.businessDate.format = MM/dd/yyyy\ncheck.businessDate.zone = +03:00';
    expect(parseOverridesText(text)).toEqual({
      overrides: { 'check.businessDate.format': 'MM/dd/yyyy', 'check.businessDate.zone': '+03:00' },
    });
    expect(parseOverridesText('check.businessDate.format = yyyy/dd/MM')).toMatchObject({
      error: expect.stringMatching(/^Line 1:/),
    });
    expect(parseOverridesText('check.openDate.zone = Istanbul')).toMatchObject({
      error: expect.stringMatching(/^Line 1:/),
    });
  });

  it('profiles stored before formats existed stay valid; the schema checks a format’s value', () => {
    expect(FieldOverrides.safeParse({ 'check.kind': 'Belge', 'payment.amount': 'Tutar' }).success).toBe(true);
    expect(FieldOverrides.safeParse({ 'check.businessDate.zone': 'UTC' }).success).toBe(true);
    expect(FieldOverrides.safeParse({ 'check.businessDate.format': 'dd-MM-yy' }).success).toBe(false);
    expect(FieldOverrides.safeParse({ 'check.colour': 'Renk' }).success).toBe(false);
  });
});
