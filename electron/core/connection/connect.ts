import type { AppStatus, Profile } from '../../../shared/domain/connection';
import { say } from '../error-messages';
import { AppError } from '../errors';
import type { AppStateRepo } from './app-state-repo';
import type { ConnectionManager } from './manager';
import type { ProfilesRepo, StoredProfile } from './profiles-repo';
import type { SecretVault } from './vault';

const DEMO_PROFILE_NAME = 'Demo';

/** The connection in use: what app.status and the profile list show, connecting and leaving. */
export type ConnectionParts = {
  host: { host: 'electron' | 'preview'; version: string; vault: SecretVault };
  profiles: ProfilesRepo;
  appState: AppStateRepo;
  manager: ConnectionManager;
};

export const notFound = () =>
  new AppError('not_found', 'This connection profile no longer exists. Pick another one.', {
    say: say('profile.notFound'),
  });

export function requireProfile({ profiles }: ConnectionParts, id: string): StoredProfile {
  const p = profiles.get(id);
  if (!p) throw notFound();
  return p;
}

export const toProfile = async ({ manager }: ConnectionParts, p: StoredProfile): Promise<Profile> => ({
  id: p.id,
  name: p.name,
  baseUrl: p.baseUrl,
  username: p.username,
  readOnly: p.readOnly,
  timeoutMs: p.timeoutMs,
  secrets: await manager.vaultFor(p).status(p.id),
  demo: p.demo,
  fieldOverrides: p.fieldOverrides ?? {},
  kind: p.kind ?? 'service',
});

export const listProfiles = (c: ConnectionParts) =>
  Promise.all(c.profiles.list().map((p) => toProfile(c, p)));

export async function appStatus(c: ConnectionParts): Promise<AppStatus> {
  const { manager, profiles, host } = c;
  const current = manager.current();
  // Read again from the store: a rename since connecting shows at once. Where it connects to is
  // the connection's own, so the header names the host in use whatever the store holds.
  const profile = current
    ? { ...(profiles.get(current.id) ?? current), baseUrl: current.baseUrl, username: current.username }
    : null;
  return {
    mode: profile ? 'connected' : 'welcome',
    profile: profile ? await toProfile(c, profile) : null,
    demo: profile?.demo ?? false,
    secretStore: host.vault.persistent ? 'available' : 'unavailable',
    host: host.host,
    version: host.version,
    connectivity: manager.connectivity(),
    team: manager.access.team?.() ?? null,
  };
}

export async function connectDemo(c: ConnectionParts): Promise<AppStatus> {
  const { manager, profiles, appState } = c;
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
  return appStatus(c);
}

export async function connectProfile({ host, manager, appState }: ConnectionParts, p: StoredProfile) {
  if ((await host.vault.status(p.id)) === 'missing') {
    throw new AppError(
      'bad_credentials',
      `Enter the AccessToken and password for "${p.name}" first: none are stored.`,
      { say: say('profile.enterSecretsFirst', { profile: p.name }) },
    );
  }
  await manager.connect(p);
  appState.setActiveProfileId(p.id);
}

export async function connectTo(c: ConnectionParts, profileId: string): Promise<AppStatus> {
  const p = requireProfile(c, profileId);
  if (p.demo) return connectDemo(c);
  await connectProfile(c, p);
  return appStatus(c);
}

export async function dropActive({ manager, appState }: ConnectionParts): Promise<void> {
  await manager.disconnect();
  appState.setActiveProfileId(null);
}

export async function disconnect(c: ConnectionParts): Promise<AppStatus> {
  await dropActive(c);
  return appStatus(c);
}
