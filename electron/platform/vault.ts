import type { Secrets, SecretVault } from '../core/connection/vault';

/** The parts of safeStorage the vault uses (async API of Electron 42+). */
export type Encryptor = {
  isAvailable(): Promise<boolean>;
  /** 'basic_text' on Linux means no OS secret store: encryption with a hard-coded key, i.e. none. */
  backend(): string;
  encrypt(plain: string): Promise<Buffer>;
  decrypt(cipher: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
};

/** The parts of electron-store the vault uses. Only ciphertext is ever written here. */
export type CipherStore = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
};

const VERSION = 1;
type Sealed = { v: typeof VERSION; ct: string };
const isSealed = (x: unknown): x is Sealed =>
  typeof x === 'object' && x !== null && (x as Sealed).v === VERSION && typeof (x as Sealed).ct === 'string';

const keyOf = (profileId: string) => `secrets.${profileId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * AccessToken and password, encrypted with the OS secret store through safeStorage; the store holds
 * only `{ v, ct }` (version tag + ciphertext). Where the OS has no secret store we fail closed: the
 * secrets stay in memory for this session and nothing is written (the UI says so).
 */
export async function createSafeStorageVault(encryptor: Encryptor, store: CipherStore): Promise<SecretVault> {
  const persistent = (await encryptor.isAvailable()) && encryptor.backend() !== 'basic_text';
  const session = new Map<string, Secrets>();

  const seal = async (secrets: Secrets): Promise<Sealed> => ({
    v: VERSION,
    ct: (await encryptor.encrypt(JSON.stringify(secrets))).toString('base64'),
  });

  return {
    persistent,
    async get(profileId) {
      const inMemory = session.get(profileId);
      if (inMemory) return inMemory;
      if (!persistent) return null;
      const sealed = store.get(keyOf(profileId));
      if (!isSealed(sealed)) return null;
      const { result, shouldReEncrypt } = await encryptor.decrypt(Buffer.from(sealed.ct, 'base64'));
      const secrets = JSON.parse(result) as Secrets;
      if (shouldReEncrypt) store.set(keyOf(profileId), await seal(secrets));
      return secrets;
    },
    async set(profileId, secrets) {
      if (!persistent) {
        session.set(profileId, secrets);
        return 'session';
      }
      store.set(keyOf(profileId), await seal(secrets));
      session.delete(profileId);
      return 'stored';
    },
    async delete(profileId) {
      session.delete(profileId);
      store.delete(keyOf(profileId));
    },
    async status(profileId) {
      if (session.has(profileId)) return 'session';
      return persistent && isSealed(store.get(keyOf(profileId))) ? 'stored' : 'missing';
    },
  };
}
