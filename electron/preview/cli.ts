import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { userDataDir } from '../core/data-folder';
import { SIM_DIALECT_NAMES, type SimDialectName } from '../simulator';
import { LAUNCH_KEY_TTL_MS } from './launch-session';
import { openInBrowser } from './open-browser';
import { startPreview } from './server';

/*
 * `npx tsx electron/preview/cli.ts [options]` (scripts/preview.mjs builds the renderer first).
 * Serves the real renderer and core on 127.0.0.1 only and opens the page's one-time address in the
 * default browser (when run in a terminal), through a private file so that no command line carries
 * its key; otherwise it prints the address. The bare address grants nothing. --dialect (tests and development) makes the demo simulator speak another reading of the
 * spec (docs/wire-format.md).
 */
const PREVIEW_USAGE = `Usage: npm run preview -- [options]

Builds the renderer, then serves the app with its real core on 127.0.0.1 and opens its one-time
link in the default browser (or prints it). In a terminal, Enter prints a new link.

Options:
  --demo             start the built-in demo service and connect to it
  --port N           listen on port N (default: any free port)
  --data-dir DIR     keep profiles, drafts and the offline cache in DIR
                     (default: ${userDataDir('menu-code-mapper-preview', process.env)})
  --temp-data        use a new temporary data folder instead, removed when the preview stops
  --dialect NAME     the demo service speaks another reading of the spec: ${SIM_DIALECT_NAMES.join(', ')}
  --no-build         serve the renderer as last built
  --no-open          print the link without opening a browser
  -h, --help         print this help
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${PREVIEW_USAGE}`);
  process.exit(2);
}

type Values = {
  port?: string;
  'data-dir'?: string;
  'temp-data'?: boolean;
  demo?: boolean;
  dialect?: string;
  'no-open'?: boolean;
  help?: boolean;
};
let values: Values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'temp-data': { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      dialect: { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }));
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
if (values.help) {
  process.stdout.write(PREVIEW_USAGE);
  process.exit(0);
}

const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  fail(`--port must be a number between 0 and 65535 (got ${values.port}).`);
}
if (values['data-dir'] && values['temp-data']) fail('Give either --data-dir or --temp-data, not both.');
// Kept between runs by default, so profiles and drafts survive a restart as in the desktop app.
const dataDir = values['temp-data']
  ? await mkdtemp(join(tmpdir(), 'menu-code-mapper-preview-'))
  : resolve(values['data-dir'] ?? userDataDir('menu-code-mapper-preview', process.env));
await mkdir(dataDir, { recursive: true });

const dialect = values.dialect;
if (dialect !== undefined && !(SIM_DIALECT_NAMES as readonly string[]).includes(dialect)) {
  fail(`--dialect must be one of ${SIM_DIALECT_NAMES.join(', ')} (got ${dialect}).`);
}
const preview = await startPreview({
  dataDir,
  port,
  demo: values.demo ?? false,
  warmUp: true,
  ...(dialect ? { simulatorOptions: { dialect: dialect as SimDialectName } } : {}),
});
const open = !values['no-open'] && process.stdout.isTTY && !process.env.CI;
const lines = [
  open
    ? '  Menu Code Mapper preview: opening in your default browser'
    : `  Menu Code Mapper preview: ${preview.launchUrl()}`,
  `                            (a one-time link: it works once, in one browser, for ${LAUNCH_KEY_TTL_MS / 60_000} minutes)`,
  process.stdin.isTTY ? '                            Press Enter for a new link.' : null,
  `  data folder:              ${dataDir}${values['temp-data'] ? ' (temporary)' : ''}`,
  values.demo
    ? `  demo service:             ${preview.simulator?.baseUrl ?? 'did not start (see the log)'}`
    : null,
  '  Bound to 127.0.0.1 only. Ctrl+C to stop.',
];
process.stdout.write(`\n${lines.filter((l) => l !== null).join('\n')}\n\n`);
// Best effort: without a desktop (SSH, containers) Enter prints a link to open by hand.
if (open) await openInBrowser(() => preview.launch()).catch(() => undefined);
if (process.stdin.isTTY) {
  process.stdin.setEncoding('utf8').on('data', () => {
    process.stdout.write(`  New one-time link: ${preview.launchUrl()}\n`);
  });
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  preview
    .close()
    .then(() => (values['temp-data'] ? rm(dataDir, { recursive: true, force: true }) : undefined))
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
