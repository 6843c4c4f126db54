import { describe, expect, it } from 'vitest';
import { type CipherStore, createSafeStorageVault, type Encryptor } from '../../../electron/platform/vault';

const SECRETS = { accessToken: 'AK-super-secret-123', password: 'p@ss"word{}' };

/** A reversible fake cipher: enough to prove only ciphertext reaches the store. */
function fakeEncryptor(opts: { available: boolean; backend: string; rotate?: boolean }): Encryptor {
  const flip = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a));
  return {
    isAvailable: async () => opts.available,
    backend: () => opts.backend,
    encrypt: async (plain) => flip(Buffer.from(`enc:${plain}`)),
    decrypt: async (cipher) => ({
      result: flip(cipher).toString().slice(4),
      shouldReEncrypt: opts.rotate ?? false,
    }),
  };
}

function memoryStore(): CipherStore & { dump(): string } {
  const m = new Map<string, unknown>();
  return {
    get: (k) => m.get(k),
    set: (k, v) => void m.set(k, v),
    delete: (k) => void m.delete(k),
    dump: () => JSON.stringify([...m.entries()]),
  };
}

describe('credential vault', () => {
  it('stores only a versioned ciphertext and reads the secrets back', async () => {
    const store = memoryStore();
    const vault = await createSafeStorageVault(
      fakeEncryptor({ available: true, backend: 'gnome_libsecret' }),
      store,
    );
    expect(vault.persistent).toBe(true);
    expect(await vault.set('p1', SECRETS)).toBe('stored');
    expect(store.dump()).not.toContain(SECRETS.accessToken);
    expect(store.dump()).not.toContain('super-secret');
    expect(store.dump()).toMatch(/"v":1,"ct":"/);
    expect(await vault.status('p1')).toBe('stored');

    const reopened = await createSafeStorageVault(
      fakeEncryptor({ available: true, backend: 'kwallet5' }),
      store,
    );
    expect(await reopened.get('p1')).toEqual(SECRETS);
  });

  it('fails closed without an OS secret store: session only, nothing written', async () => {
    for (const enc of [
      fakeEncryptor({ available: true, backend: 'basic_text' }),
      fakeEncryptor({ available: false, backend: 'unknown' }),
    ]) {
      const store = memoryStore();
      const vault = await createSafeStorageVault(enc, store);
      expect(vault.persistent).toBe(false);
      expect(await vault.set('p1', SECRETS)).toBe('session');
      expect(store.dump()).toBe('[]');
      expect(await vault.get('p1')).toEqual(SECRETS);
      expect(await vault.status('p1')).toBe('session');
    }
  });

  it('"forget credentials" wipes both the stored and the session copy', async () => {
    const store = memoryStore();
    const vault = await createSafeStorageVault(fakeEncryptor({ available: true, backend: 'os' }), store);
    await vault.set('p1', SECRETS);
    await vault.delete('p1');
    expect(await vault.get('p1')).toBeNull();
    expect(await vault.status('p1')).toBe('missing');
    expect(store.dump()).toBe('[]');
  });

  it('re-encrypts when the OS rotated its key', async () => {
    const store = memoryStore();
    await (await createSafeStorageVault(fakeEncryptor({ available: true, backend: 'os' }), store)).set(
      'p1',
      SECRETS,
    );
    const before = store.dump();
    const rotating = await createSafeStorageVault(
      fakeEncryptor({ available: true, backend: 'os', rotate: true }),
      store,
    );
    expect(await rotating.get('p1')).toEqual(SECRETS);
    expect(store.dump()).toMatch(/"v":1/);
    expect(store.dump()).toBe(before); // same fake cipher, same bytes: rewritten, still ciphertext only
  });
});
