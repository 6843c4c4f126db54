import { describe, expect, it } from 'vitest';
import { toChecks } from '../../../electron/core/upstream/translate';

/** One check carrying `fields` on top of the required ones, read. */
const read = (fields: Record<string, unknown>) =>
  toChecks('B01', [{ Id: 1, CheckNumber: 1, BusinessDate: '2026-11-13', ...fields }]);
const amountOf = (v: unknown) => {
  const { checks } = read({ Payments: [{ PaymentType: 'Nakit', Amount: v }] });
  const [c] = checks;
  return c?.unreadable?.length ? (c.unreadable[0]?.reasonSaid?.id ?? 'unreadable') : c?.payments[0]?.amount;
};

describe('numbers as services write them', () => {
  it('reads JSON numbers and the decimal forms of both conventions', () => {
    const cases: [unknown, number][] = [
      [1234.5, 1234.5],
      ['1234.50', 1234.5],
      ['1234,50', 1234.5],
      ['1.234,50', 1234.5],
      ['1,234.50', 1234.5],
      ['1.234.567,89', 1234567.89],
      ['1,234,567', 1234567],
      ['1.234.567', 1234567],
      ['-1.234,50', -1234.5],
      ['0,250', 0.25],
      ['0.250', 0.25],
      ['12,5', 12.5],
      [' 300 ', 300],
    ];
    for (const [v, n] of cases) expect(amountOf(v), String(v)).toBe(n);
  });

  it('does not guess what one mark before three digits means', () => {
    for (const v of ['1.234', '1,234', '-12.500', '12,500'])
      expect(amountOf(v), String(v)).toBe('unreadable.ambiguousNumber');
  });

  it('reads nothing else', () => {
    for (const v of [
      '1 234,50',
      '1\u202f234,50',
      "1'234.50",
      '₺12,50',
      '12,50 TL',
      '1e3',
      '12.34.5',
      '1,234,5',
      '',
      true,
      [1],
      { v: 1 },
    ])
      expect(amountOf(v), JSON.stringify(v)).toBe('unreadable.notNumber');
  });
});

describe('ids and booleans', () => {
  it('reads ids as whole JSON numbers or digit strings only', () => {
    expect(
      toChecks('B01', [{ Id: '118200034', CheckNumber: ' 7 ', BusinessDate: '2026-11-13' }]).checks[0],
    ).toMatchObject({
      id: 118200034,
      checkNumber: 7,
    });
    for (const id of ['118.200.034', '12.0', 12.5, '12a', '1.234'])
      expect(
        toChecks('B01', [{ Id: id, CheckNumber: 1, BusinessDate: '2026-11-13' }]).unreadable,
        String(id),
      ).toHaveLength(1);
  });

  it('reads true/false, 0/1, E/H and Evet/Hayır in any case', () => {
    const yes = [true, 1, '1', 'true', 'E', 'e', 'Evet', 'EVET', 'yes'];
    const no = [false, 0, '0', 'false', 'H', 'h', 'Hayır', 'HAYIR', 'hayir', 'no'];
    for (const v of yes) expect(read({ IsReturn: v }).checks[0]?.isReturn, String(v)).toBe(true);
    for (const v of no) expect(read({ IsReturn: v }).checks[0]?.isReturn, String(v)).toBe(false);
    // A sign or point is never folded away: -1 is not 1.
    for (const v of ['Sí', 'Oui', 'T', 2, -1, '-1', '1.0', 'maybe'])
      expect(read({ IsReturn: v }).unreadable, String(v)).toHaveLength(1);
  });
});
