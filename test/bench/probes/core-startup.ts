/**
 * Start-up of the core in a fresh process, bundled like Electron's main: loads the code, builds the
 * app (createAppCore: store, migrations, last session restored) and times the first answers.
 * Prints one JSON line: times in ms since the process started (performance.now() counts from the
 * process's time origin).
 *
 *   node core-startup.mjs <dataDir> <profileId> <branch>     (secrets in MCM_BENCH_SECRETS)
 *   node core-startup.mjs <emptyDir> - -                      (a first start: the welcome screen)
 *
 * The secrets go into a memory vault before start, as Electron's safeStorage vault would hold them.
 */
// A module (top-level await), importing what it measures dynamically so the load can be timed.
export {};

const loadStart = performance.now();
const { createAppCore } = await import('../../../electron/core/app/create-app');
const { dispatch } = await import('../../../electron/core/app/dispatch');
// Already loaded by dispatch: the contract's decoder for items.load's wire form.
const { decodeReply } = await import('../../../shared/contract');
const { createMemoryVault } = await import('../../../electron/core/connection/memory-vault');
const { createLogger } = await import('../../../electron/core/log');
const { join } = await import('node:path');
const loaded = performance.now();

const [dataDir = '', profileId = '', branch = ''] = process.argv.slice(2);
const secrets = JSON.parse(process.env.MCM_BENCH_SECRETS ?? '{}') as {
  accessToken: string;
  password: string;
};
const vault = createMemoryVault({ persistent: true });
await vault.set(profileId, secrets);

const t0 = performance.now();
const core = await createAppCore(
  {
    host: 'electron',
    version: 'bench',
    dataDir,
    vault,
    emit: () => {},
    startDemo: () => Promise.reject(new Error('no demo in the bench')),
  },
  { logger: createLogger({ dir: join(dataDir, 'logs'), stderr: false }) },
);
const status = await dispatch(core.handlers, 'app.status', undefined);
const firstAnswer = performance.now();
if (!status.ok) throw new Error('app.status failed');
const mode = (status.data as { mode: string }).mode;
// A first start (empty folder) shows the welcome screen: nothing more to read.
let branchList = firstAnswer;
let itemsLoaded = firstAnswer;
let count = 0;
if (mode === 'connected') {
  const branches = await dispatch(core.handlers, 'branches.list', { refresh: false });
  branchList = performance.now();
  const items = await dispatch(core.handlers, 'items.load', { branch });
  itemsLoaded = performance.now();
  // Decoded after the clock stopped: turning the wire form into items is the renderer's work.
  const view = decodeReply('items.load', items);
  if (!branches.ok || !view.ok) throw new Error('a start-up call failed');
  count = (view.data as { items: unknown[] }).items.length;
}
await core.dispose();
process.stdout.write(
  `${JSON.stringify({ loadStart, loaded, createStart: t0, firstAnswer, branchList, itemsLoaded, mode, items: count })}\n`,
);
