import {
  type Connectivity,
  type FieldOverrides,
  hostOf,
  type RateBudget,
  type TeamMember,
  type UpstreamWait,
} from '../../../shared/domain/connection';
import type { AppErrorShape, ErrorCode } from '../../../shared/domain/errors';
import type { ConnectionAccess } from '../domain-deps';
import { say } from '../error-messages';
import { AppError, toErrorShape } from '../errors';
import type { Emit } from '../handler-types';
import { logger } from '../log';
import type { UpstreamClient } from '../upstream/types';
import { createConnectivityTracker, FULL_BUDGET, type OutcomeScope } from './connectivity';
import { createMemoryVault } from './memory-vault';
import type { StoredProfile } from './profiles-repo';
import { tryConnection } from './trial';
import type { DemoService, Secrets, SecretVault } from './vault';

/** What the manager needs to build an upstream client (create-app.ts adapts the real factory). */
type ClientFactoryOptions = {
  baseUrl: string;
  username: string;
  timeoutMs: number;
  /** The profile's field names for checks and items. */
  fieldOverrides?: FieldOverrides;
  /** Read at each /GetToken, so a forgotten or replaced secret takes effect on the next renewal. */
  credentials: () => Promise<Secrets>;
  onOutcome: (ok: boolean, error?: AppErrorShape, scope?: OutcomeScope) => void;
  /** Told before each wait to try a request again (the status bar says how long). */
  onWait?: (wait: UpstreamWait) => void;
  /** The demo's own rate limits for a demo profile; absent = the service's. */
  limits?: { perSecond: number; perMinute: number };
};
export type ClientFactory = (opts: ClientFactoryOptions) => UpstreamClient;

/**
 * Failures that leave a profile connected in offline mode: the service (or the network) is the
 * problem, not the profile, and cached data stays browsable. Anything else (wrong key, wrong
 * password, a refused request) means the profile itself is wrong and connect reports it at once.
 */
const OFFLINE_TOLERATED: ReadonlySet<ErrorCode> = new Set([
  'network_down',
  'timeout',
  'branch_unreachable',
  'throttled',
  'upstream_error',
  'bad_answer',
  'cancelled',
]);

export type Active = {
  profile: StoredProfile;
  client: UpstreamClient;
  /** On a team server: who signed in, in which role (null until the server said it). */
  team: TeamMember | null;
  /** Stops listening to the client's limiter. */
  release: () => void;
};

/**
 * A profile's client that signed in and listed the branches, not (yet) the active connection: the
 * profile is stored only after the try, so its client signs in with the secrets as typed until it
 * is adopted, then reads them from the vault like any other.
 */
export type Trial = { readonly profile: StoredProfile; readonly slot: Active; readonly typed: TypedSecrets };
export type TypedSecrets = { secrets: Secrets | null };

export type ConnectionManager = ReturnType<typeof createConnectionManager>;

/** The limiter's budget, with how long its queue has to wait when requests wait for the rate limit. */
function budgetOf(client: UpstreamClient): RateBudget {
  const budget = client.limiter.budget();
  if (budget.queued === 0) return budget;
  return { ...budget, queueWaitMs: Math.max(0, Math.round(client.limiter.estimateMs(budget.queued))) };
}

/**
 * Owns the active connection: which profile, its upstream client, the demo simulator, and the
 * connectivity it reports. Every state change goes through one queue, so two quick clicks on
 * "connect" cannot leave two clients alive.
 */
export function createConnectionManager(opts: {
  vault: SecretVault;
  createClient: ClientFactory;
  emit: Emit;
  now: () => Date;
  startDemo: () => Promise<DemoService>;
  /**
   * Called whenever the active connection changes (a new client, or none): background work bound
   * to a connection (the checks warm-up) starts here and stops with what it returns.
   */
  onActive?: (profile: StoredProfile | null) => (() => void) | undefined;
}) {
  const log = logger().child('connection');
  const connectivity = createConnectivityTracker({ emit: opts.emit, now: opts.now });
  // The demo's secrets are the simulator's own, new on every run: they never go to the OS vault.
  const demoVault = createMemoryVault();
  let active: Active | null = null;
  let demo: Promise<DemoService> | null = null;
  /** The running demo's limits, known once it started (a demo profile's client keeps to them). */
  let demoLimits: DemoService['limits'];
  let queue: Promise<unknown> = Promise.resolve();
  let stopBackground: (() => void) | undefined;

  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const vaultFor = (p: StoredProfile): SecretVault => (p.demo ? demoVault : opts.vault);

  const closeClient = (a: Active) => {
    a.release();
    a.client.close().catch((e: unknown) => log.warn('Closing an upstream client failed', { error: e }));
  };

  const build = (profile: StoredProfile, typed?: TypedSecrets): Active => {
    const vault = vaultFor(profile);
    const holder: { client: UpstreamClient | null } = { client: null };
    // Outcomes of a client that is no longer the active one (a late answer after a switch) are
    // ignored: they describe a connection the user has left.
    const isCurrent = () => holder.client !== null && active?.client === holder.client;
    const client = opts.createClient({
      baseUrl: profile.baseUrl,
      username: profile.username,
      timeoutMs: profile.timeoutMs,
      fieldOverrides: profile.fieldOverrides ?? {},
      ...(profile.demo && demoLimits ? { limits: demoLimits } : {}),
      credentials: async () => {
        const secrets = typed?.secrets ?? (await vault.get(profile.id));
        if (!secrets) {
          throw new AppError(
            'bad_credentials',
            `No AccessToken and password are stored for "${profile.name}". Enter them under Connection and connect again.`,
            { say: say('profile.noSecretsStored', { profile: profile.name }) },
          );
        }
        log.registerSecret(secrets.accessToken);
        log.registerSecret(secrets.password);
        return secrets;
      },
      // One report of connection state: the outcome of each call, with its branch, and each wait
      // the client starts, both dropped once this client is no longer the active one.
      onOutcome: (ok, error, scope) => {
        if (isCurrent()) connectivity.report(ok, error, scope);
      },
      onWait: (wait) => {
        if (isCurrent()) connectivity.waiting(wait);
      },
    });
    holder.client = client;
    // The limiter's budget changes with every request: the tracker coalesces them into a few events.
    const release = client.limiter.subscribe(() => {
      if (isCurrent()) connectivity.budgetChanged();
    });
    return { profile, client, release, team: null };
  };

  /**
   * A team profile's role, asked once signed in: the renderer shows it, and a viewer's writes are
   * refused here before the server would refuse them. Not known (the server did not answer): the
   * server still decides each write.
   */
  const learnTeam = async (a: Active): Promise<void> => {
    if (a.profile.kind !== 'team') return;
    try {
      a.team = await a.client.teamMember({ priority: 'interactive' });
    } catch (e) {
      log.warn('The team server did not say the role of this user', { error: e });
    }
  };

  const install = (next: Active | null) => {
    const previous = active;
    active = next;
    if (previous && previous.client !== next?.client) closeClient(previous);
    const client = next?.client;
    connectivity.reset(client ? () => budgetOf(client) : () => FULL_BUDGET, false);
    if (previous?.client !== next?.client) {
      stopBackground?.();
      stopBackground = opts.onActive?.(next?.profile ?? null);
    }
  };

  /**
   * Obtains a token now; refuses the profile on a credential problem, tolerates an unreachable
   * service (answered as the error, to connect offline) unless `strict`.
   */
  const authenticate = async (client: UpstreamClient, strict: boolean): Promise<AppErrorShape | null> => {
    try {
      await client.authenticate({ priority: 'interactive' });
      return null;
    } catch (e) {
      const shape = toErrorShape(e);
      if (strict || !OFFLINE_TOLERATED.has(shape.code)) throw e;
      return shape;
    }
  };

  /**
   * Another profile is in use: a connection change must not cost it, even while its service does
   * not answer for a moment (one failed call marks it offline; its data and drafts are still there).
   */
  const inUseOtherThan = (profile: StoredProfile): boolean =>
    active !== null && active.profile.id !== profile.id;

  const activate = async (profile: StoredProfile, mode: 'authenticate' | 'background'): Promise<void> => {
    const next = build(profile);
    if (mode === 'background') {
      install(next);
      // A restored profile starts offline and finds out in the background: the window must not wait
      // for a slow branch server, and a failure is shown in the status bar, not as an error.
      void next.client.authenticate({ priority: 'background' }).then(
        async () => {
          await learnTeam(next);
          if (active?.client === next.client) connectivity.report(true);
        },
        (e: unknown) => active?.client === next.client && connectivity.report(false, toErrorShape(e)),
      );
      return;
    }
    let offline: AppErrorShape | null;
    try {
      // Offline mode is for when there is nothing better to show; the connection in use stays.
      offline = await authenticate(next.client, inUseOtherThan(profile));
    } catch (e) {
      closeClient(next);
      throw e;
    }
    if (offline === null) await learnTeam(next);
    install(next);
    connectivity.report(offline === null, offline ?? undefined);
  };

  const ensureDemo = (): Promise<DemoService> => {
    demo ??= opts.startDemo().then(
      (svc) => {
        log.registerSecret(svc.secrets.accessToken);
        log.registerSecret(svc.secrets.password);
        demoLimits = svc.limits;
        return svc;
      },
      (e: unknown) => {
        demo = null;
        log.error('The demo service did not start', { error: e });
        throw new AppError('internal', 'The demo could not be started. Try again, or restart the app.', {
          retryable: true,
          cause: e,
          say: say('demo.startFailed'),
        });
      },
    );
    return demo;
  };

  const activeOrThrow = (): Active => {
    if (active) return active;
    throw new AppError('not_connected', 'Not connected. Choose a connection or try the demo.', {
      say: say('connection.notConnected'),
    });
  };
  const access: ConnectionAccess = {
    client: () => activeOrThrow().client,
    key: () => activeOrThrow().profile.id,
    label() {
      if (!active) return 'not connected';
      return `${active.profile.name} (${active.profile.baseUrl})`;
    },
    readOnly: () => (active?.profile.readOnly ?? false) || active?.team?.role === 'viewer',
    team: () => active?.team ?? null,
  };

  return {
    access,
    current: (): StoredProfile | null => active?.profile ?? null,
    connectivity: (): Connectivity => connectivity.snapshot(),
    vaultFor,
    demoVault,
    ensureDemo,
    /** Connects now and reports a wrong key/password at once (connection.connect, demo.start). */
    connect: (profile: StoredProfile) => serial(() => activate(profile, 'authenticate')),
    /** Makes a profile active without waiting for the service (restoring the last session). */
    restore: (profile: StoredProfile) => serial(() => activate(profile, 'background')),
    /**
     * A profile was edited. If it is the active one, its new name and read-only flag apply at once;
     * 'new-client' also replaces the upstream client (address, user or secrets changed, so the cached
     * session token must go), without any network call now.
     */
    update: (profile: StoredProfile, how: 'new-client' | 'same-client') =>
      serial(async () => {
        if (active?.profile.id !== profile.id) return;
        if (how === 'new-client') install(build(profile));
        else active = { ...active, profile };
      }),
    /**
     * Tries a profile (sign-in and branch list) on a client of its own, outside the queue: the
     * active connection goes on answering meanwhile and is not touched whatever the outcome.
     */
    async tryOut(
      profile: StoredProfile,
      secrets: Secrets,
      opts: { signal?: AbortSignal } = {},
    ): Promise<Trial> {
      const typed: TypedSecrets = { secrets };
      const slot = build(profile, typed);
      try {
        await tryConnection(slot.client, {
          timeoutMs: profile.timeoutMs,
          host: hostOf(profile.baseUrl),
          ...(opts.signal ? { signal: opts.signal } : {}),
        });
      } catch (e) {
        closeClient(slot);
        throw e;
      }
      return { profile, slot, typed };
    },
    /**
     * A tried profile, now stored, replaces the active connection when it is the active one (it was
     * edited) or `connect` asks for it; otherwise its client is closed.
     */
    adopt: (trial: Trial, opts: { connect: boolean }) =>
      serial(async () => {
        trial.typed.secrets = null;
        if (!opts.connect && active?.profile.id !== trial.profile.id) {
          closeClient(trial.slot);
          return;
        }
        await learnTeam(trial.slot);
        install(trial.slot);
        connectivity.report(true);
      }),
    /** Closes a tried client that will not be adopted (the profile could not be stored). */
    discard: (trial: Trial) => closeClient(trial.slot),
    disconnect: () => serial(async () => install(null)),
    async dispose(): Promise<void> {
      await serial(async () => {
        const last = active;
        active = null;
        stopBackground?.();
        stopBackground = undefined;
        connectivity.dispose();
        last?.release();
        if (last) await last.client.close().catch(() => undefined);
        const svc = demo ? await demo.catch(() => null) : null;
        demo = null;
        await svc?.close().catch(() => undefined);
      });
    },
  };
}
