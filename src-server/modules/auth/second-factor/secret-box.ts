import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The server's second-factor key at work: TOTP secrets sealed with AES-256-GCM (the user id as
 * associated data, so a sealed secret moved to another account does not open), and recovery
 * codes kept as HMAC-SHA-256 under a key of their own. Both keys are derived from the one
 * setting (HKDF), which never reaches the database.
 */
export interface SecondFactorKeys {
  seal(secret: string, userId: number): string;
  /** The secret, or null when the sealed text is not one of this key's for this user. */
  open(sealed: string, userId: number): string | null;
  hashRecoveryCode(code: string): string;
}

const VERSION = 'v1';

export function secondFactorKeys(key: Buffer): SecondFactorKeys {
  if (key.length !== 32) throw new Error('the second-factor key must be 32 bytes');
  const sealKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'totp-secret-seal', 32));
  const codeKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'recovery-code-hash', 32));
  const associated = (userId: number) => Buffer.from(`user:${userId}`);
  return {
    seal(secret, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(associated(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, userId) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(associated(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', codeKey).update(code).digest('hex');
    },
  };
}
