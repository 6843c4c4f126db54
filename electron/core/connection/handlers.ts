import { randomUUID } from 'node:crypto';
import type { connectionMethods } from '../../../shared/contract/connection';
import {
  type AppStatus,
  type Profile,
  type Settings,
  secretsIdentity,
} from '../../../shared/domain/connection';
import { say } from '../error-messages';
import { AppError } from '../errors';
import type { HandlerSlice } from '../handler-types';
import { buildSupportFile, runServiceCheck, type Samples } from '../service-check';
import type { AppStateRepo } from './app-state-repo';
import type { ConnectionManager } from './manager';
import { checkAddress, checkUnlock, connectsOtherwise, mergeSecrets } from './profile-rules';
import type { ProfilesRepo, StoredProfile } from './profiles-repo';
import type { Secrets, SecretVault } from './vault';

export type ConnectionMethod = keyof typeof connectionMethods;

const DEMO_PROFILE_NAME = 'Demo';
const RECHECK_AFTER_MS = 60_000;

export type ConnectionSliceDeps = {
  host: { host: 'electron' | 'preview'; version: string; vault: SecretVault };
  profiles: ProfilesRepo;
  appState: AppStateRepo;
  manager: ConnectionManager;
  /** Resolves once the last session's profile has been restored (app.status waits for it). */
  restored: Promise<void>;
  now?: () => Date;
};

const untriedNotActive = () =>
  new AppError(
    'invalid_input',
    'A profile saved without trying it cannot become the connection in use: the working one stays until another one answers.',
    { retryable: false, say: say('profile.untriedNotActive') },
  );

const notFound = () =>
  new AppError('not_found', 'This connection profile no longer exists. Pick another one.', {
    retryable: false,
    say: say('profile.notFound'),
  });

/**
 * app.status, profiles.*, connection.*, demo.start and settings.*. Secrets are write-only here:
 * they go from the form into the vault and only their status ('stored' | 'session' | 'missing')
 * ever comes back.
 */
export function connectionHandlers(deps: ConnectionSliceDeps): HandlerSlice<ConnectionMethod> {
  const { profiles, appState, manager, host } = deps;
  const now = deps.now ?? (() => new Date());
  /** The last check's raw samples per profile, for the support file (memory only: raw answers). */
  const lastSamples = new Map<string, Samples>();

  const checkService = async () => {
    const client = manager.access.client();
    const profile = manager.current();
    if (!profile) throw notFound();
    const run = await runServiceCheck(client, { now });
    profiles.saveServiceCheck(profile.id, run.report);
    lastSamples.set(profile.id, run.samples);
    return run;
  };

  const toProfile = async (p: StoredProfile): Promise<Profile> => ({
    id: p.id,
    name: p.name,
    baseUrl: p.baseUrl,
    username: p.username,
    readOnly: p.readOnly,
    timeoutMs: p.timeoutMs,
    secrets: await manager.vaultFor(p).status(p.id),
    demo: p.demo,
    fieldOverrides: p.fieldOverrides ?? {},
  });

  const status = async (): Promise<AppStatus> => {
    const current = manager.current();
    // Read again from the store: a rename since connecting shows at once. Where it connects to is
    // the connection's own, so the header names the host in use whatever the store holds.
    const profile = current
      ? { ...(profiles.get(current.id) ?? current), baseUrl: current.baseUrl, username: current.username }
      : null;
    return {
      mode: profile ? 'connected' : 'welcome',
      profile: profile ? await toProfile(profile) : null,
      demo: profile?.demo ?? false,
      secretStore: host.vault.persistent ? 'available' : 'unavailable',
      host: host.host,
      version: host.version,
      connectivity: manager.connectivity(),
    };
  };

  const connectDemo = async (): Promise<AppStatus> => {
    const svc = await manager.ensureDemo();
    const existing = profiles.findDemo();
    // The simulator listens on a new port each run: the demo profile follows it.
    const profile = profiles.upsert({
      id: existing?.id ?? 'demo',
      name: existing?.name ?? DEMO_PROFILE_NAME,
      baseUrl: svc.baseUrl,
      username: svc.username,
      readOnly: false,
      timeoutMs: existing?.timeoutMs ?? appState.settings().timeoutMs,
      demo: true,
    });
    await manager.demoVault.set(profile.id, svc.secrets);
    await manager.connect(profile);
    appState.setActiveProfileId(profile.id);
    return status();
  };

  const requireProfile = (id: string): StoredProfile => {
    const p = profiles.get(id);
    if (!p) throw notFound();
    return p;
  };

  const connectProfile = async (p: StoredProfile): Promise<void> => {
    if ((await host.vault.status(p.id)) === 'missing') {
      throw new AppError(
        'bad_credentials',
        `Enter the AccessToken and password for "${p.name}" first: none are stored.`,
        { retryable: false, say: say('profile.enterSecretsFirst', { profile: p.name }) },
      );
    }
    await manager.connect(p);
    appState.setActiveProfileId(p.id);
  };

  /** The saves whose try is running, by the renderer's tryId, for profiles.cancelTry. */
  const trying = new Map<string, AbortController>();

  /**
   * Signs in and lists the branches with what the save would store, on a client of its own; the
   * reason of a failure is the save's answer. Never the stored secrets of another address or user:
   * those were forgotten, and the caller passes null.
   */
  const tryProfile = async (profile: StoredProfile, secrets: Secrets | null, tryId: string | undefined) => {
    if (secrets === null) {
      throw new AppError(
        'bad_credentials',
        'Enter the AccessToken and password: the connection is tried with them before it is saved.',
        { retryable: false, say: say('profile.trySecretsNeeded') },
      );
    }
    const cancel = new AbortController();
    if (tryId !== undefined) trying.set(tryId, cancel);
    try {
      return await manager.tryOut(profile, secrets, { signal: cancel.signal });
    } finally {
      if (tryId !== undefined && trying.get(tryId) === cancel) trying.delete(tryId);
    }
  };

  /**
   * Writes a profile and its secrets. 'none' leaves the connection to the caller (a tried client is
   * adopted); otherwise the active one, if it is this profile, takes the new name and read-only flag,
   * and with 'new-client' a new client (the cached session token must go).
   */
  const store = async (
    profile: StoredProfile,
    secrets: Secrets | null,
    moved: boolean,
    client: 'new-client' | 'same-client' | 'none',
  ): Promise<StoredProfile> => {
    if (moved && secrets === null) await host.vault.delete(profile.id);
    profiles.upsert(profile);
    if (secrets) await host.vault.set(profile.id, secrets);
    // Another service (or user) answers differently: the last check's samples no longer apply.
    if (client !== 'same-client') lastSamples.delete(profile.id);
    if (client !== 'none') await manager.update(profile, client);
    return profile;
  };

  return {
    'app.status': async () => {
      await deps.restored;
      return status();
    },

    'profiles.list': async () => Promise.all(profiles.list().map(toProfile)),

    'profiles.save': async (input) => {
      const existing = input.id === undefined ? null : requireProfile(input.id);
      if (existing?.demo) {
        throw new AppError('invalid_input', 'The demo profile is managed by the app and cannot be edited.', {
          say: say('profile.demoNotEditable'),
        });
      }
      const id = existing?.id ?? randomUUID();
      const baseUrl = input.baseUrl.replace(/\/+$/, '');
      checkAddress(baseUrl, input.allowPlainHttp === true, existing);
      const stored = existing ? await host.vault.get(id) : null;
      if (existing?.readOnly && input.readOnly === false) checkUnlock(input.currentPassword, stored);
      // Secrets are bound to where they were meant to go: a new address or user forgets them, so
      // a caller cannot point a profile elsewhere and have the stored ones sent there.
      const moved =
        existing !== null &&
        secretsIdentity(existing.baseUrl, existing.username) !== secretsIdentity(baseUrl, input.username);
      const secrets = mergeSecrets(input, moved ? null : stored);
      const profile: StoredProfile = {
        id,
        name: input.name,
        baseUrl,
        username: input.username,
        readOnly: input.readOnly,
        timeoutMs: input.timeoutMs,
        demo: false,
        fieldOverrides: input.fieldOverrides ?? existing?.fieldOverrides ?? {},
      };
      const changesConnection =
        existing === null || secrets !== null || moved || connectsOtherwise(existing, profile);
      const isActive = manager.current()?.id === id;
      if (input.untried) {
        if (input.connect || (isActive && changesConnection)) throw untriedNotActive();
        return toProfile(
          await store(profile, secrets, moved, changesConnection ? 'new-client' : 'same-client'),
        );
      }
      if (!changesConnection) {
        await store(profile, null, false, 'same-client');
        if (input.connect && !isActive) await connectProfile(profile);
        return toProfile(profile);
      }
      const trial = await tryProfile(profile, secrets ?? (moved ? null : stored), input.tryId);
      // The profile may have been deleted while it was tried: it is not brought back.
      if (existing && !profiles.get(id)) {
        manager.discard(trial);
        throw notFound();
      }
      try {
        await store(profile, secrets, moved, 'none');
      } catch (e) {
        manager.discard(trial);
        throw e;
      }
      // Active now if it was the active one (edited) or asked to connect; otherwise left as it was.
      await manager.adopt(trial, { connect: input.connect === true });
      if (input.connect) appState.setActiveProfileId(id);
      return toProfile(profile);
    },

    'profiles.cancelTry': async ({ tryId }) => {
      trying.get(tryId)?.abort();
    },

    'profiles.delete': async ({ id }) => {
      const p = requireProfile(id);
      if (manager.current()?.id === id) {
        await manager.disconnect();
        appState.setActiveProfileId(null);
      }
      await manager.vaultFor(p).delete(id);
      profiles.delete(id);
      lastSamples.delete(id);
    },

    'profiles.forgetSecrets': async ({ id }) => {
      const p = requireProfile(id);
      await manager.vaultFor(p).delete(id);
      // Drop the client too: its cached session token must not outlive the forgotten credentials.
      await manager.update(p, 'new-client');
      return toProfile(p);
    },

    'connection.connect': async ({ profileId }) => {
      const p = requireProfile(profileId);
      if (p.demo) return connectDemo();
      await connectProfile(p);
      return status();
    },

    'connection.disconnect': async () => {
      await manager.disconnect();
      appState.setActiveProfileId(null);
      return status();
    },

    'demo.start': () => connectDemo(),

    'serviceCheck.run': async () => {
      const profile = manager.current();
      const saved = profile ? profiles.serviceCheck(profile.id) : null;
      // Asked again within a minute, the check answers the last one: it must stay a small share of
      // the user's 60-a-minute budget however often the button is pressed.
      if (
        profile &&
        saved &&
        lastSamples.has(profile.id) &&
        now().getTime() - Date.parse(saved.checkedAt) < RECHECK_AFTER_MS
      ) {
        return saved;
      }
      return (await checkService()).report;
    },

    'serviceCheck.last': async () => {
      const profile = manager.current();
      return profile ? profiles.serviceCheck(profile.id) : null;
    },

    'serviceCheck.supportFile': async () => {
      manager.access.client();
      const profile = manager.current();
      const saved = profile ? profiles.serviceCheck(profile.id) : null;
      const samples = profile ? lastSamples.get(profile.id) : undefined;
      // Samples are kept in memory only: after a restart the check runs again to take fresh ones.
      const run = saved && samples ? { report: saved, samples } : await checkService();
      const text = buildSupportFile(run.report, run.samples, host.version);
      const day = run.report.checkedAt.slice(0, 10);
      return {
        fileName: `menumap-service-check-${day}.json`,
        mimeType: 'application/json',
        base64: Buffer.from(text, 'utf8').toString('base64'),
      };
    },

    'settings.get': async () => appState.settings(),

    'settings.set': async (patch) => {
      const next: Settings = { ...appState.settings() };
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) Object.assign(next, { [key]: value });
      }
      return appState.saveSettings(next);
    },
  };
}
