import { describe, expect, it } from 'vitest';
import {
  EXIT_BAD_INPUT,
  EXIT_CODES_HELP,
  EXIT_INCOMPLETE,
  EXIT_OK,
  EXIT_UPSTREAM,
  exitCodeFor,
} from '../../../electron/cli/exit-codes';
import { runCli } from '../../../electron/cli/run';

describe('menumap exit codes', () => {
  it('are distinct, and every error code maps to 1 or 2', () => {
    expect([EXIT_OK, EXIT_UPSTREAM, EXIT_BAD_INPUT, EXIT_INCOMPLETE]).toEqual([0, 1, 2, 3]);
    for (const code of ['invalid_input', 'bad_file', 'not_found', 'read_only'] as const)
      expect(exitCodeFor(code)).toBe(EXIT_BAD_INPUT);
    for (const code of [
      'network_down',
      'timeout',
      'branch_unreachable',
      'upstream_error',
      'bad_answer',
    ] as const)
      expect(exitCodeFor(code)).toBe(EXIT_UPSTREAM);
  });

  it('are documented in the usage and in the help of the commands that can end incomplete', async () => {
    expect(EXIT_CODES_HELP).toMatch(/3 incomplete/);
    const said = async (args: string[]) => {
      let text = '';
      const io = { env: {}, stdout: { write: (s: string) => (text += s) }, stderr: { write: () => true } };
      expect(await runCli(args, io)).toBe(EXIT_OK);
      return text.replace(/\s+/g, ' ');
    };
    const oneLine = EXIT_CODES_HELP.replace(/\s+/g, ' ');
    expect(await said(['--help'])).toContain(oneLine);
    for (const command of ['checks', 'items', 'unmapped-sold']) {
      expect(await said([command, '--help'])).toContain(oneLine);
    }
    expect(await said(['items', '--help'])).toContain('--allow-stale');
  });
});
