import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { type Profile, type ProfileInput, secretsIdentity } from '../../../shared/domain/connection';
import { say } from '../error-messages';
import { AppError } from '../errors';
import {
  type ConnectionParts,
  connectProfile,
  dropActive,
  notFound,
  requireProfile,
  toProfile,
} from './connect';
import { checkAddress, checkUnlock, connectsOtherwise, mergeSecrets } from './profile-rules';
import type { StoredProfile } from './profiles-repo';
import type { Secrets } from './vault';

const untriedNotActive = () =>
  new AppError(
    'invalid_input',
    'A profile saved without trying it cannot become the connection in use: the working one stays until another one answers.',
    { say: say('profile.untriedNotActive') },
  );

/**
 * Saving, deleting and forgetting the secrets of profiles. Secrets are write-only here: they go
 * from the form into the vault and only their status ('stored' | 'session' | 'missing') ever
 * comes back.
 */
export function createProfileWrites(c: ConnectionParts, forgetSamples: (profileId: string) => void) {
  const { profiles, appState, manager, host } = c;
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
        { say: say('profile.trySecretsNeeded') },
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
    if (client !== 'same-client') forgetSamples(profile.id);
    if (client !== 'none') await manager.update(profile, client);
    return profile;
  };

  return {
    async save(input: z.output<typeof ProfileInput>): Promise<Profile> {
      const existing = input.id === undefined ? null : requireProfile(c, input.id);
      if (existing?.demo) {
        throw new AppError('invalid_input', 'The demo profile is managed by the app and cannot be edited.', {
          say: say('profile.demoNotEditable'),
        });
      }
      const id = existing?.id ?? randomUUID();
      const baseUrl = input.baseUrl.replace(/\/+$/, '');
      const kind = existing?.kind ?? input.kind;
      checkAddress(baseUrl, input.allowPlainHttp === true, existing, kind);
      const stored = existing ? await host.vault.get(id) : null;
      if (existing?.readOnly && input.readOnly === false) checkUnlock(input.currentPassword, stored);
      // Secrets are bound to where they were meant to go: a new address or user forgets them, so
      // a caller cannot point a profile elsewhere and have the stored ones sent there.
      const moved =
        existing !== null &&
        secretsIdentity(existing.baseUrl, existing.username) !== secretsIdentity(baseUrl, input.username);
      const secrets = mergeSecrets({ ...input, kind }, moved ? null : stored);
      const profile: StoredProfile = {
        id,
        name: input.name,
        baseUrl,
        username: input.username,
        readOnly: input.readOnly,
        timeoutMs: input.timeoutMs,
        demo: false,
        fieldOverrides: input.fieldOverrides ?? existing?.fieldOverrides ?? {},
        kind,
      };
      const changesConnection =
        existing === null || secrets !== null || moved || connectsOtherwise(existing, profile);
      const isActive = manager.current()?.id === id;
      if (input.untried) {
        if (input.connect || (isActive && changesConnection)) throw untriedNotActive();
        return toProfile(
          c,
          await store(profile, secrets, moved, changesConnection ? 'new-client' : 'same-client'),
        );
      }
      if (!changesConnection) {
        await store(profile, null, false, 'same-client');
        if (input.connect && !isActive) await connectProfile(c, profile);
        return toProfile(c, profile);
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
      return toProfile(c, profile);
    },

    cancelTry: (tryId: string) => trying.get(tryId)?.abort(),

    async remove(id: string): Promise<void> {
      const p = requireProfile(c, id);
      if (manager.current()?.id === id) await dropActive(c);
      await manager.vaultFor(p).delete(id);
      profiles.delete(id);
      forgetSamples(id);
    },

    async forgetSecrets(id: string): Promise<Profile> {
      const p = requireProfile(c, id);
      await manager.vaultFor(p).delete(id);
      // Drop the client too: its cached session token must not outlive the forgotten credentials.
      await manager.update(p, 'new-client');
      return toProfile(c, p);
    },
  };
}
