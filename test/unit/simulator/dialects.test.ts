import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../../electron/simulator/cli-args';
import {
  writeBusinessDate,
  writeCheckTime,
  writeExpireDate,
} from '../../../electron/simulator/dialects/dates';
import {
  DIALECT_NAMES,
  DIALECTS,
  SIM_DIALECT_NAMES,
  UNREADABLE_DIALECT_NAMES,
} from '../../../electron/simulator/dialects/dialect';
import { resolveOptions } from '../../../electron/simulator/options';

const AT = Date.parse('2025-03-05T21:04:07.089Z'); // 00:04:07.089 on 6 March in Istanbul
const DAY = Date.parse('2025-03-06T00:00:00Z') / 86_400_000;

describe('dialect dates', () => {
  it('writes ExpireDate in each dialect, all in the server-local time', () => {
    const out = DIALECT_NAMES.map((n) => writeExpireDate(DIALECTS[n], AT, 180));
    expect(out).toEqual([
      '2025-03-06T00:04:07',
      '2025-03-06T00:04:07.089',
      '2025-03-06T00:04:07+03:00',
      '06.03.2025 00:04:07',
      `/Date(${AT}+0300)/`,
    ]);
    expect(writeExpireDate(DIALECTS['exclusive-end'], AT, -150)).toBe('2025-03-05T18:34:07-02:30');
    // .NET writes the instant and the server's offset; west of UTC the sign is a minus.
    expect(writeExpireDate(DIALECTS['legacy-net'], AT, -150)).toBe(`/Date(${AT}-0230)/`);
  });

  it('writes BusinessDate in each dialect', () => {
    expect(DIALECT_NAMES.map((n) => writeBusinessDate(DIALECTS[n], DAY, 180))).toEqual([
      '2025-03-06T00:00:00',
      '2025-03-06',
      '2025-03-06T00:00:00+03:00',
      '06.03.2025',
      // Local midnight of 6 March in Istanbul is 21:00 UTC on the 5th.
      `/Date(${Date.parse('2025-03-05T21:00:00Z')}+0300)/`,
    ]);
    expect(writeBusinessDate(DIALECTS['legacy-net'], DAY, 0)).toBe(`/Date(${DAY * 86_400_000}+0000)/`);
    expect(writeBusinessDate(DIALECTS['legacy-net-long-dates'], DAY, 180)).toBe('6 Mart 2025 Perşembe');
    expect(writeBusinessDate(DIALECTS['legacy-net-long-dates'], DAY + 252, 180)).toBe(
      '13 Kasım 2025 Perşembe',
    );
  });

  it('writes OpenDate and CloseDate: server-local ISO, .NET JSON, or the tr-TR full date', () => {
    expect(writeCheckTime(DIALECTS.standard, AT, 180)).toBe('2025-03-06T00:04:07');
    expect(writeCheckTime(DIALECTS['vendor-tr'], AT, 180)).toBe('2025-03-06T00:04:07');
    expect(writeCheckTime(DIALECTS['legacy-net'], AT, 180)).toBe(`/Date(${AT}+0300)/`);
    expect(writeCheckTime(DIALECTS['legacy-net-long-dates'], AT, 180)).toBe('6 Mart 2025 Perşembe 00:04:07');
    expect(writeCheckTime(DIALECTS['legacy-net-long-dates'], AT, 0)).toBe('5 Mart 2025 Çarşamba 21:04:07');
  });
});

describe('choosing a dialect', () => {
  it('--dialect picks one by name, lists all in --help, refuses others', () => {
    const c = parseCliArgs(['--dialect', 'vendor-tr']);
    if ('help' in c) throw new Error('help');
    expect(c.options.dialect).toBe('vendor-tr');
    for (const n of SIM_DIALECT_NAMES) expect(USAGE).toContain(n);
    expect(() => parseCliArgs(['--dialect', 'klingon'])).toThrow(/--dialect must be one of: standard, /);
  });

  it('selects the unreadable dialects by name, though the flows do not run them', () => {
    for (const n of UNREADABLE_DIALECT_NAMES) {
      const c = parseCliArgs(['--dialect', n]);
      if ('help' in c) throw new Error('help');
      expect(c.options.dialect).toBe(n);
      expect(resolveOptions({ dialect: n }).dialect).toBe(DIALECTS[n]);
      expect(DIALECT_NAMES as readonly string[]).not.toContain(n);
    }
    expect(DIALECT_NAMES).toContain('legacy-net');
  });

  it('is standard by default; the branch options override only the branch list', () => {
    expect(resolveOptions().dialect).toBe(DIALECTS.standard);
    const d = resolveOptions({ dialect: 'envelope-errors', branchesFormat: { codeField: 'Code' } }).dialect;
    expect(d).toEqual({ ...DIALECTS['envelope-errors'], branches: { envelope: true, codeField: 'Code' } });
    const c = parseCliArgs(['--branch-code-field', 'branchCode']);
    if ('help' in c) throw new Error('help');
    expect(c.options.branchesFormat).toEqual({ codeField: 'branchCode' });
  });
});
