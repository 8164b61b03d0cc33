import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, URL-safe: seat tokens and invite codes cannot be guessed. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Short random table ids (96 bits): unguessable too, though a table id alone grants nothing. */
export function newTableId(): string {
  return randomBytes(12).toString('base64url');
}

/** Only hashes are stored: a leaked database does not hand out seats. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
