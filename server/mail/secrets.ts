// A secret a mail carries (a password-reset link's token) never rests in the readable mail: the stored subject and
// parts hold a mask where it stands, the secret itself is kept beside them encrypted with a key derived from
// SESSION_SECRET, and only the delivery puts it back. Every reader — the console, the ops API and CLI, the logs —
// sees the mask; once the mail is delivered, or its secret used or expired, the encrypted copy is dropped too.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { ComposedMail } from './types';

/** What every reader sees where the secret stands. */
export const SECRET_MASK = '••••••••';

/** The mail kinds that carry a secret: such a mail whose secret is gone is not delivered with a mask in its place. */
export const SECRET_MAIL_KINDS: readonly string[] = ['password_reset'];

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (sessionSecret: string) => Buffer.from(hkdfSync('sha256', sessionSecret, 'shineworks', 'outbox mail secret', 32));

/** `iv.tag.ciphertext` in base64url: authenticated, so a changed row opens to nothing rather than to garbage. */
export function sealSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or null when the sealed text is not one this key sealed (another SESSION_SECRET, a changed row). */
export function openSecret(sealed: string, sessionSecret: string): string | null {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !text || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, keyOf(sessionSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const replaceAll = (text: string, from: string, to: string) => (from === '' ? text : text.split(from).join(to));

/** The mail as it is stored: the secret masked wherever it stands. */
export const maskSecret = <Mail extends Pick<ComposedMail, 'subject' | 'text' | 'html'>>(mail: Mail, secret: string): Mail => ({
  ...mail,
  subject: replaceAll(mail.subject, secret, SECRET_MASK),
  text: replaceAll(mail.text, secret, SECRET_MASK),
  html: replaceAll(mail.html, secret, SECRET_MASK),
});

/** The stored mail as it is delivered: the mask replaced by the secret. */
export const revealSecret = <Mail extends Pick<ComposedMail, 'subject' | 'text' | 'html'>>(mail: Mail, secret: string): Mail => ({
  ...mail,
  subject: replaceAll(mail.subject, SECRET_MASK, secret),
  text: replaceAll(mail.text, SECRET_MASK, secret),
  html: replaceAll(mail.html, SECRET_MASK, secret),
});
