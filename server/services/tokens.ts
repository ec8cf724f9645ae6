// Random bearer secrets (session ids, reset tokens) and the keyed hash stored in their place.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('hex');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
