import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A TOTP secret lets whoever reads it compute every future code, so the database keeps it encrypted with a key
// derived from the project's JWT secret: a copy of the database alone (a backup, a dump) is not enough. The
// factor's id is bound in as associated data, so a sealed secret copied onto another factor does not open.

const PREFIX = 'qc-aes-gcm:';

export class FactorSecrets {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', jwtSecret, 'quizcoop-mfa-factor-secrets', 'totp secret encryption', 32),
    );
  }

  seal(factorId: string, secret: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(factorId));
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([nonce, data, cipher.getAuthTag()]).toString('base64url');
  }

  /** The secret, or undefined when it was sealed with another key or for another factor. */
  open(factorId: string, sealed: string): string | undefined {
    if (!sealed.startsWith(PREFIX)) return undefined;
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (bytes.length < 12 + 16) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(factorId));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(12, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
