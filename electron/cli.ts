import { runCli } from './cli/run';

/**
 * `menumap`: the core from the command line (see electron/cli/). Plain Node: no Electron here.
 * Runs under tsx (bin/menumap.mjs registers it).
 */

// `menumap items ... | head` closes stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
});

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exitCode = code;
