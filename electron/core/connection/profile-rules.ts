import { createHash, timingSafeEqual } from 'node:crypto';
import { hasUrlCredentials, isPlainHttpToRemote, type ProfileKind } from '../../../shared/domain/connection';
import { say } from '../error-messages';
import { AppError } from '../errors';
import type { StoredProfile } from './profiles-repo';
import type { Secrets } from './vault';

/**
 * What a team profile sends as the AccessToken header of /GetToken: the team server ignores it
 * (its users sign in with name and password), but the protocol has the header.
 */
export const TEAM_SIGN_IN = 'menumap-team-user';

/** Equal lengths for timingSafeEqual, and no early exit on the first differing character. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Refused when saved, not only at connect: credentials in the address would be stored and shown
 * with it; plain http:// to another computer sends the secrets in clear, so a new or changed
 * address of that kind needs the user's explicit confirmation.
 */
export function checkAddress(
  baseUrl: string,
  allowPlainHttp: boolean,
  existing: StoredProfile | null,
  kind: ProfileKind = 'service',
): void {
  if (hasUrlCredentials(baseUrl)) {
    throw new AppError('invalid_input', 'The service address must not contain a user name or password.', {
      say: say('address.hasCredentials'),
    });
  }
  // A team server is ours to set up: it gets TLS (menumap serve --tls-cert) unless it runs here.
  if (kind === 'team' && isPlainHttpToRemote(baseUrl)) {
    throw new AppError(
      'invalid_input',
      'A team server on another computer must be reached over https://: its address starts with http://.',
      { say: say('address.teamNeedsTls') },
    );
  }
  if (isPlainHttpToRemote(baseUrl) && !allowPlainHttp && existing?.baseUrl !== baseUrl) {
    throw new AppError(
      'invalid_input',
      'This address uses plain http:// to another computer: the AccessToken and password would travel unencrypted. Use https://, or confirm that you accept this.',
      { say: say('address.plainHttp') },
    );
  }
}

/** What the upstream client is built from: a change to any of it needs a new client, so a try. */
export function connectsOtherwise(before: StoredProfile, after: StoredProfile): boolean {
  return (
    before.baseUrl !== after.baseUrl ||
    before.username !== after.username ||
    before.timeoutMs !== after.timeoutMs ||
    // The reader is the client's: new names take effect with a new client.
    JSON.stringify(before.fieldOverrides ?? {}) !== JSON.stringify(after.fieldOverrides ?? {})
  );
}

/**
 * Turning read-only off lets the profile change codes: whoever does it must know the stored
 * password (compared in constant time). With nothing stored there is nothing to misuse: the
 * profile cannot connect until its secrets are entered.
 */
export function checkUnlock(given: string | undefined, stored: Secrets | null): void {
  if (stored === null) return;
  if (given === undefined || !sameSecret(given, stored.password)) {
    throw new AppError('invalid_input', 'Enter the profile’s current password to turn read-only off.', {
      say: say('profile.unlockPassword'),
    });
  }
}

/**
 * The form may send both secrets, one of them (to replace only that one) or none (keep what is
 * stored). A lone secret needs its partner already in the vault: storing half a credential would
 * only fail later, at the first token request.
 */
export function mergeSecrets(
  input: { accessToken?: string | undefined; password?: string | undefined; kind?: ProfileKind },
  stored: Secrets | null,
): Secrets | null {
  if (input.kind === 'team') {
    // A team user has a password only; the vendor's AccessToken stays on the team server.
    if (input.accessToken !== undefined) {
      throw new AppError(
        'invalid_input',
        'A team server profile takes no AccessToken: only your team password.',
        {
          say: say('profile.teamNoAccessToken'),
        },
      );
    }
    return input.password === undefined ? null : { accessToken: TEAM_SIGN_IN, password: input.password };
  }
  if (input.accessToken === undefined && input.password === undefined) return null;
  const accessToken = input.accessToken ?? stored?.accessToken;
  const password = input.password ?? stored?.password;
  if (accessToken === undefined || password === undefined) {
    throw new AppError('invalid_input', 'Enter both the AccessToken and the password.', {
      say: say('profile.secretsRequired'),
    });
  }
  return { accessToken, password };
}
