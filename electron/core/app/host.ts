import type { DemoService, SecretVault } from '../connection/vault';
import type { Emit } from '../handler-types';

/** What the host (Electron main, the preview server, a test) gives the core. */
export type HostServices = {
  host: 'electron' | 'preview';
  version: string;
  /** Folder of the offline store (SQLite file) and other local state. */
  dataDir: string;
  /**
   * Folder of the rate budget shared with this user's `menumap` processes (the CLI's data folder in
   * the app, so both use one file); default dataDir.
   */
  budgetDir?: string;
  vault: SecretVault;
  emit: Emit;
  /** Starts the embedded simulator on 127.0.0.1 (random port) for demo mode. */
  startDemo(): Promise<DemoService>;
  /** Injectable clock for tests (token expiry, "today"). */
  now?: () => Date;
};
