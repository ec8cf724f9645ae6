// An app set up for WhatsApp and SMS against the in-process fakes, with a clock the test moves, every log line
// captured, and a delivery run that sends what is due through the fakes (mail to .eml files).
import { createApp } from '../../../server/app';
import { channelsOf } from '../../../server/channels/set-up';
import type { Config } from '../../../server/config';
import { createAppDeps } from '../../../server/app-deps';
import type { Database } from '../../../server/db/client';
import type { Logger } from '../../../server/http/logger';
import { fileTransport } from '../../../server/mail/transport';
import { deliverDueMail, type DeliveryCount } from '../../../server/mail/worker';
import { seedCatalogue } from '../../../server/db/seed';
import type { SmsFake } from '../../fakes/sms-api';
import type { WhatsAppFake } from '../../fakes/whatsapp-cloud';
import { tempDir, testConfig } from './app';

export const FAKE_WHATSAPP = { token: 'wa-token-123', phoneNumberId: '109876543210', appSecret: 'wa-app-secret' };
export const FAKE_SMS = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-auth-token', from: '+15005550006' };

export const channelSettings = (whatsapp: WhatsAppFake | null, sms: SmsFake | null): Record<string, string> => ({
  ...(whatsapp ? { WHATSAPP_API_URL: whatsapp.url, WHATSAPP_TOKEN: FAKE_WHATSAPP.token, WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId, WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret } : {}),
  ...(sms ? { SMS_API_URL: sms.url, SMS_ACCOUNT_SID: FAKE_SMS.accountSid, SMS_AUTH_TOKEN: FAKE_SMS.authToken, SMS_FROM: FAKE_SMS.from } : {}),
});

/** Every line a logger was given, as JSON text (what would reach stdout/stderr). */
export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (msg: string, fields: Record<string, unknown> = {}) => void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, info: keep('info'), error: keep('error') };
}

export async function channelApp(db: Database, settings: Record<string, string>, clock: { now: Date }) {
  await seedCatalogue(db);
  const config: Config = testConfig(settings);
  config.now = () => clock.now;
  const logger = capturingLogger();
  const deps = createAppDeps({ db, config, logger });
  const mailDir = tempDir('channel-mail');
  const deliver = (database: Database = db): Promise<DeliveryCount> =>
    deliverDueMail({
      db: database,
      transport: fileTransport(mailDir),
      from: 'ShineWorks <no-reply@shineworks.pk>',
      maxAttempts: 3,
      now: config.now,
      logger,
      invoicePdf: async () => Buffer.from('%PDF-1.4'),
      sessionSecret: config.sessionSecret,
      channels: channelsOf(config),
    });
  return { app: createApp(deps), config, deps, logger, deliver };
}
