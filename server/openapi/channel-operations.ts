// WhatsApp and SMS for /api/openapi.json: the customer's opt-in (server/routes/phone-verification.ts) and the
// workshop's list of messages on every channel (server/routes/ops-notifications.ts).
import * as v from 'valibot';
import { PHONE_CHANNELS } from '../../src/domain/channels';
import { PhoneVerifySchema, PhoneVerifyStartSchema } from '../../src/domain/channelSchemas';
import { ProfileAnswer, succeeded } from '../../src/domain/wire';
import { NotificationPage } from '../../src/domain/workshopWire';
import type { Operation } from './operations';

const CodeSent = v.strictObject({ channel: v.picklist(PHONE_CHANNELS), resend_after_seconds: v.pipe(v.number(), v.integer()) });

export const CHANNEL_OPERATIONS: readonly Operation[] = [
  {
    method: 'post', path: '/api/auth/phone/verify/start/', tag: 'auth', access: 'customer', body: PhoneVerifyStartSchema,
    summary: "Send a 6-digit code to the profile's phone on WhatsApp or by SMS (valid 10 minutes, 5 tries; 3 sends an hour, 60 s apart; VERIFY_MAX_PER_NUMBER codes an hour to one number from all accounts, VERIFY_MAX_PER_IP from one client address)",
    success: { status: 200, description: 'The code is on its way', json: succeeded(CodeSent) },
    refusals: { 400: 'errors.channel: the channel is not offered, or the profile phone is not a Pakistani mobile', 429: 'Wait before another code (Retry-After): 3 codes were sent to this account, or too many to this number or from this address, in the last hour' },
  },
  {
    method: 'post', path: '/api/auth/phone/verify/', tag: 'auth', access: 'customer', body: PhoneVerifySchema,
    summary: 'Switch booking messages on for the channel with the code received',
    success: { status: 200, description: 'The profile with phone_channel on', json: succeeded(ProfileAnswer) },
    refusals: { 400: 'errors.code: wrong, expired, tries used, or no code sent to the current phone; errors.channel: not offered' },
  },
  {
    method: 'get', path: '/api/ops/notifications', tag: 'ops', access: 'ops', query: ['page', 'page_size', 'channel', 'booking'],
    summary: 'Every message to customers (channel=email|whatsapp|sms; booking = full id or 8-character number), newest first, with where it stands',
    success: { status: 200, description: 'A page of notifications', json: NotificationPage },
    refusals: { 400: 'channel is not email, whatsapp or sms', 404: 'No such booking' },
  },
];
