import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../../electron/simulator/cli-args';
import { writeBusinessDate, writeExpireDate } from '../../../electron/simulator/dialects/dates';
import { DIALECT_NAMES, DIALECTS } from '../../../electron/simulator/dialects/dialect';
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
    ]);
    expect(writeExpireDate(DIALECTS['exclusive-end'], AT, -150)).toBe('2025-03-05T18:34:07-02:30');
  });

  it('writes BusinessDate in each dialect', () => {
    expect(DIALECT_NAMES.map((n) => writeBusinessDate(DIALECTS[n], DAY, 180))).toEqual([
      '2025-03-06T00:00:00',
      '2025-03-06',
      '2025-03-06T00:00:00+03:00',
      '06.03.2025',
    ]);
  });
});

describe('choosing a dialect', () => {
  it('--dialect picks one by name, lists all in --help, refuses others', () => {
    const c = parseCliArgs(['--dialect', 'vendor-tr']);
    if ('help' in c) throw new Error('help');
    expect(c.options.dialect).toBe('vendor-tr');
    for (const n of DIALECT_NAMES) expect(USAGE).toContain(n);
    expect(() => parseCliArgs(['--dialect', 'klingon'])).toThrow(/--dialect must be one of: standard, /);
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
