// Starts the WhatsApp and SMS fakes for a browser test run (Playwright's webServer or by hand):
//   node --import tsx tests/fakes/serve.ts
// Ports and credentials come from the same variables the app reads, so the app and the fakes agree; each fake also
// answers its JSON control routes: GET /__fake/messages, POST /__fake/inbound, /__fake/status, /__fake/fail.
import { startSmsFake } from './sms-api';
import { startWhatsAppFake } from './whatsapp-cloud';

const env = process.env;
const port = (name: string, fallback: number) => Number(env[name] ?? fallback);
const appUrl = (env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

const whatsapp = await startWhatsAppFake({
  token: env.WHATSAPP_TOKEN ?? 'fake-whatsapp-token',
  phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '109876543210',
  appSecret: env.WHATSAPP_APP_SECRET ?? 'fake-whatsapp-app-secret',
  webhookUrl: `${appUrl}/api/webhooks/whatsapp`,
  port: port('FAKE_WHATSAPP_PORT', 4101),
});
const sms = await startSmsFake({
  accountSid: env.SMS_ACCOUNT_SID ?? 'ACfake0000000000000000000000000000',
  authToken: env.SMS_AUTH_TOKEN ?? 'fake-sms-auth-token',
  webhookUrl: `${appUrl}/api/webhooks/sms`,
  port: port('FAKE_SMS_PORT', 4102),
});
console.log(`WhatsApp fake on ${whatsapp.url} (WHATSAPP_API_URL), SMS fake on ${sms.url} (SMS_API_URL)`);

const stop = () => void Promise.all([whatsapp.close(), sms.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
