import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DIALECT_NAMES, type DialectName } from '../simulator';
import { startPreview } from './server';

/*
 * `npx tsx electron/preview/cli.ts [--port N] [--data-dir DIR] [--demo] [--dialect NAME] [--no-open]`
 * (scripts/preview.mjs builds the renderer first). Serves the real renderer and core on 127.0.0.1
 * only, prints the page's one-time address and opens it in the default browser (when run in a
 * terminal): the bare address serves nothing that grants access. --dialect (tests and development)
 * makes the demo simulator speak another reading of the spec (docs/wire-format.md).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    demo: { type: 'boolean', default: false },
    dialect: { type: 'string' },
    'no-open': { type: 'boolean', default: false },
  },
  strict: true,
});

const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`--port must be a number between 0 and 65535 (got ${values.port}).\n`);
  process.exit(2);
}
const dataDir = values['data-dir']
  ? resolve(values['data-dir'])
  : await mkdtemp(join(tmpdir(), 'menu-code-mapper-preview-'));

const dialect = values.dialect;
if (dialect !== undefined && !(DIALECT_NAMES as readonly string[]).includes(dialect)) {
  process.stderr.write(`--dialect must be one of ${DIALECT_NAMES.join(', ')} (got ${dialect}).\n`);
  process.exit(2);
}
const preview = await startPreview({
  dataDir,
  port,
  demo: values.demo,
  warmUp: true,
  ...(dialect ? { simulatorOptions: { dialect: dialect as DialectName } } : {}),
});
const launch = preview.launchUrl();
const lines = [
  `  Menu Code Mapper preview: ${launch}`,
  '                            (a one-time link: it works once, in one browser)',
  `  data folder:              ${dataDir}`,
  values.demo
    ? `  demo service:             ${preview.simulator?.baseUrl ?? 'did not start (see the log)'}`
    : null,
  '  Bound to 127.0.0.1 only. Ctrl+C to stop.',
];
process.stdout.write(`\n${lines.filter((l) => l !== null).join('\n')}\n\n`);
if (!values['no-open'] && process.stdout.isTTY && !process.env.CI) openInBrowser(launch);

/** Best effort: without a desktop (SSH, containers) the printed link is the way in. */
function openInBrowser(link: string): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [link]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', link]]
        : ['xdg-open', [link]];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener: the link is printed above
  }
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  preview.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
