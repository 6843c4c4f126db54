import { join } from 'node:path';
import { businessToday } from '../../../shared/business-dates';
import { checksHandlers } from '../checks/handlers';
import { realWait, startWarmUp, type WarmUp } from '../checks/warm-up';
import { createAppStateRepo } from '../connection/app-state-repo';
import { upstreamClientFactory } from '../connection/client';
import { connectionHandlers } from '../connection/handlers';
import { type ClientFactory, createConnectionManager } from '../connection/manager';
import { createProfilesRepo } from '../connection/profiles-repo';
import type { DomainDeps } from '../domain-deps';
import type { Handlers } from '../handler-types';
import { createLogger, type Logger, setLogger } from '../log';
import { createMappingSlice } from '../mapping/handlers';
import { retainCoreWorker } from '../workers';
import type { HostServices } from './host';
import { openStores } from './stores';

export type AppCore = {
  /** Every contract method; call them through dispatch() so inputs and outputs are validated. */
  handlers: Handlers;
  /** Closes the upstream client, the demo simulator and the store. */
  dispose(): Promise<void>;
};

export type AppCoreOptions = {
  /** Replaces the real upstream client factory (tests of the app layer only). */
  createClient?: ClientFactory;
  /** Replaces the file logger under <dataDir>/logs. */
  logger?: Logger;
  /**
   * Keep the last days of every branch loaded in the background while connected (Settings,
   * warmDays). The app and the preview's own command turn it on; tests that count requests leave it off.
   */
  warmUp?: boolean;
};

/**
 * The composition of the core: one store, one connection manager, one settings source, and every
 * domain's handler slice merged into the table the contract names. Electron main, the browser
 * preview and the tests all build the app through this function; only HostServices differ.
 */
export async function createAppCore(host: HostServices, options: AppCoreOptions = {}): Promise<AppCore> {
  const log = options.logger ?? createLogger({ dir: join(host.dataDir, 'logs') });
  setLogger(log);
  const now = host.now ?? (() => new Date());
  const stores = openStores(join(host.dataDir, 'store.sqlite'));
  const profiles = createProfilesRepo(stores.db, now);
  const appState = createAppStateRepo(stores.db);
  const manager = createConnectionManager({
    vault: host.vault,
    createClient:
      options.createClient ??
      upstreamClientFactory(now, host.budgetDir ?? host.dataDir, () => appState.settings().maxAnswerMb),
    emit: host.emit,
    now,
    startDemo: host.startDemo,
    onActive: (profile) => (profile && options.warmUp ? startChecksWarmUp() : undefined),
  });

  // app.status waits for the restore, so the renderer never flashes the welcome screen first.
  let markRestored: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => {
    markRestored = resolve;
  });

  const deps: DomainDeps = {
    connection: manager.access,
    emit: host.emit,
    settings: () => appState.settings(),
    now,
  };

  let warm: WarmUp | null = null;
  function startChecksWarmUp(): () => void {
    const current = startWarmUp({
      store: stores.checks,
      client: () => manager.access.client(),
      key: manager.access.key(),
      today: () => businessToday(now()),
      now,
      days: () => appState.settings().warmDays,
      online: () => manager.connectivity().online,
      onStatus: (status) => host.emit('checks.warmup', status),
      wait: realWait,
      timeoutMs: appState.settings().timeoutMs,
    });
    warm = current;
    return () => {
      if (warm === current) warm = null;
      void current.stop();
    };
  }

  const mapping = createMappingSlice(deps, stores.mapping);
  const releaseWorker = retainCoreWorker();
  const handlers: Handlers = {
    ...connectionHandlers({ host, profiles, appState, manager }, restored, now),
    ...mapping.handlers,
    ...checksHandlers(deps, stores, {
      warmUpStatus: () => warm?.status() ?? null,
      listBranches: (o) => mapping.engine.listBranches(o),
    }),
  };
  restoreLastSession().then(markRestored, (e: unknown) => {
    log.warn('Could not restore the last connection', { error: e });
    markRestored();
  });
  log.info('App core ready', { host: host.host, version: host.version });

  let disposed: Promise<void> | null = null;
  return {
    handlers,
    dispose() {
      disposed ??= (async () => {
        await restored;
        // Running submissions halt first (they stay resumable), then the connection, then the store.
        await mapping.dispose();
        await releaseWorker();
        await manager.dispose();
        stores.close();
      })();
      return disposed;
    },
  };

  /** Brings back the profile used last; the demo restarts its simulator. Never blocks the window. */
  async function restoreLastSession(): Promise<void> {
    const id = appState.activeProfileId();
    const profile = id ? profiles.get(id) : null;
    if (!profile) return;
    if (profile.demo) {
      await handlers['demo.start'](undefined);
      return;
    }
    await manager.restore(profile);
  }
}
