import { fstatSync } from 'node:fs';
import { runCli } from './cli/run';

/**
 * `menumap`: the core from the command line (see electron/cli/). Plain Node: no Electron here.
 * Runs under tsx (bin/menumap.mjs registers it).
 */

// `menumap items ... | head` closes stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
});

/** Whether stdout is a regular file (`menumap items … > b01.csv`): a CSV there gets Excel's BOM. */
function stdoutIsFile(): boolean {
  try {
    return fstatSync(1).isFile();
  } catch {
    return false;
  }
}

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: {
    write: (chunk: string) => process.stdout.write(chunk),
    isTTY: process.stdout.isTTY === true,
    isFile: stdoutIsFile(),
  },
  stderr: process.stderr,
});
process.exitCode = code;
