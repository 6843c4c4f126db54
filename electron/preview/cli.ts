import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPreview } from './server';

/*
 * `npx tsx electron/preview/cli.ts [--port N] [--data-dir DIR] [--demo]` (scripts/preview.mjs builds
 * the renderer first). Serves the real renderer and core on 127.0.0.1 only.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    demo: { type: 'boolean', default: false },
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

const preview = await startPreview({ dataDir, port, demo: values.demo });
const lines = [
  `  Menu Code Mapper preview: ${preview.url}`,
  `  data folder:              ${dataDir}`,
  values.demo
    ? `  demo service:             ${preview.simulator?.baseUrl ?? 'did not start (see the log)'}`
    : null,
  '  Bound to 127.0.0.1 only. Ctrl+C to stop.',
];
process.stdout.write(`\n${lines.filter((l) => l !== null).join('\n')}\n\n`);

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
