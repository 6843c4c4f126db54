import { logger } from '../log';
import type { Secrets, SecretVault } from './vault';

/**
 * A vault that keeps secrets in this process's memory only: the browser preview, tests and the
 * demo profile use it. `persistent: true` lets a test act as if an OS secret store were present
 * (secrets then report 'stored'); the values are still never written anywhere.
 */
export function createMemoryVault(opts: { persistent?: boolean } = {}): SecretVault {
  const persistent = opts.persistent ?? false;
  const entries = new Map<string, Secrets>();
  return {
    persistent,
    async get(profileId) {
      const s = entries.get(profileId);
      return s ? { ...s } : null;
    },
    async set(profileId, secrets) {
      logger().registerSecret(secrets.accessToken);
      logger().registerSecret(secrets.password);
      entries.set(profileId, { ...secrets });
      return persistent ? 'stored' : 'session';
    },
    async delete(profileId) {
      entries.delete(profileId);
    },
    async status(profileId) {
      if (!entries.has(profileId)) return 'missing';
      return persistent ? 'stored' : 'session';
    },
  };
}
