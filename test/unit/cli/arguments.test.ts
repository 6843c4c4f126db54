import { describe, expect, it } from 'vitest';
import { nearestOption } from '../../../electron/cli/args';
import type { CliIo } from '../../../electron/cli/io';
import { runCli } from '../../../electron/cli/run';

/**
 * Issue 37, item 6: a mistyped option is named as typed, with the option it most likely meant, in
 * the CLI's words (not Node's parser hint about positionals after "--"); nothing is connected.
 */
async function run(argv: string[], env: Record<string, string> = {}) {
  const written = { stdout: '', stderr: '' };
  const io: CliIo = {
    env,
    stdout: { write: (c: string) => (written.stdout += c) },
    stderr: { write: (c: string) => (written.stderr += c) },
  };
  const code = await runCli(argv, io);
  return { code, ...written };
}

describe('options the CLI does not know', () => {
  it('names the option and the nearest one of the command, and points to its help (exit 2)', async () => {
    const r = await run(['items', '--branch', 'B01', '--outptu', 'b01.csv']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'menumap items: Unknown option --outptu. Did you mean --output?\nRun "menumap items --help" for its options.\n',
    );
    expect(r.stderr).not.toMatch(/positional|'--'/);
  });

  it('anywhere on the line: before the command, global ones included, and with no command', async () => {
    expect((await run(['--dmeo', 'branches'])).stderr).toContain(
      'Unknown option --dmeo. Did you mean --demo?',
    );
    expect((await run(['checks', '--branch', 'B01', '--form', '2026-11-01'])).stderr).toContain(
      'Unknown option --form. Did you mean --from?',
    );
    const alone = await run(['--outptu']);
    expect(alone.code).toBe(2);
    expect(alone.stderr.split('\n')[0]).toBe('menumap: Unknown option --outptu.');
    expect(alone.stderr).toContain('Usage: menumap <command>');
  });

  it('says a missing value or a value given to a flag in words', async () => {
    expect((await run(['items', '--branch'])).stderr).toContain('menumap items: --branch needs a value.');
    expect((await run(['items', '--branch', '--json'])).stderr).toContain('--branch needs a value.');
    expect((await run(['branches', '--json=yes'])).stderr).toContain('--json takes no value.');
    expect((await run(['revert'])).stderr).toContain('Expected one ENTRY-ID.');
    expect((await run(['revert', 'a', 'b'])).stderr).toContain('Unexpected argument "b".');
  });

  it('the nearest option: a letter or two away, a swap, a prefix, an initial; none when far', () => {
    const options = {
      output: { type: 'string' },
      format: { type: 'string' },
      from: { type: 'string' },
      branch: { type: 'string' },
      json: { type: 'boolean' },
    } as const;
    expect(nearestOption('--outptu', options)).toBe('--output');
    expect(nearestOption('--Output', options)).toBe('--output');
    expect(nearestOption('--out', options)).toBe('--output');
    expect(nearestOption('--jsn', options)).toBe('--json');
    expect(nearestOption('--branches', options)).toBe('--branch');
    expect(nearestOption('-o', options)).toBe('--output');
    // "f" starts two options: no guess.
    expect(nearestOption('-f', options)).toBeNull();
    expect(nearestOption('--colour', options)).toBeNull();
    expect(nearestOption('--constructor', options)).toBeNull();
  });
});
