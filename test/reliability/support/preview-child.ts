/**
 * A browser preview (the app core behind its HTTP bridge) in a process of its own, so the crash
 * runs can kill -9 it. Prints one JSON line {url, secret} once it listens; runs until killed.
 *   DATA_DIR: the data folder (offline store, logs), kept across kills.
 */
import { startPreview } from '../../../electron/preview/server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const preview = await startPreview({ dataDir, version: 'crash-child' });
process.stdout.write(`${JSON.stringify({ url: preview.url, secret: preview.secret })}\n`);
await new Promise(() => undefined);
