import { describe, expect, it } from 'vitest';
import {
  overridesText,
  parseOverridesText,
} from '../../../renderer/features/connection/field-overrides-text';

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
});
