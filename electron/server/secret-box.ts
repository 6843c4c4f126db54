import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * AES-256-GCM under a key derived from the admin's MENUMAP_SERVER_KEY with scrypt and the
 * database's own salt. Each sealed value names what it is (the additional data), so a value copied
 * into another column does not open there. Sealed: 12-byte nonce, 16-byte tag, ciphertext.
 */
export type SecretBox = {
  seal(what: string, text: string): Buffer;
  open(what: string, sealed: Buffer): string;
};

/** The admin's key is a passphrase: at least this long, so a guess costs what scrypt makes it. */
export const MIN_SERVER_KEY_LENGTH = 16;

export function deriveKey(serverKey: string, salt: Buffer): Buffer {
  return scryptSync(serverKey, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(what, text) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(what, 'utf8'));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]);
    },
    open(what, sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAAD(Buffer.from(what, 'utf8'));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
