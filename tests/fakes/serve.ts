// Starts the WhatsApp, SMS and payment gateway fakes for a browser test run (Playwright's webServer or by hand):
//   node --import tsx tests/fakes/serve.ts
// Ports and credentials come from the same variables the app reads, so the app and the fakes agree; each fake also
// answers its JSON control routes under /__fake/ (messages, inbound, status, fail; payments, settle, pay).
// Payment fakes start only when FAKE_PAYMENTS=true (README "Taking real payments" shows how to try them).
import { startEasypaisaFake } from './easypaisa';
import { startJazzCashFake } from './jazzcash';
import { startSafepayFake } from './safepay';
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

const gateways =
  env.FAKE_PAYMENTS === 'true'
    ? [
        await startJazzCashFake({
          merchantId: env.JAZZCASH_MERCHANT_ID ?? 'MC10027',
          password: env.JAZZCASH_PASSWORD ?? 'fake-jazzcash-password',
          integritySalt: env.JAZZCASH_INTEGRITY_SALT ?? 'fake-jazzcash-salt',
          merchantMpin: env.JAZZCASH_MERCHANT_MPIN ?? '0000',
          port: port('FAKE_JAZZCASH_PORT', 4103),
        }),
        await startSafepayFake({
          apiKey: env.SAFEPAY_API_KEY ?? 'sec_fake_api_key',
          secretKey: env.SAFEPAY_SECRET_KEY ?? 'fake-safepay-secret',
          webhookSecret: env.SAFEPAY_WEBHOOK_SECRET ?? 'fake-safepay-webhook-secret',
          webhookUrl: `${appUrl}/api/webhooks/safepay`,
          port: port('FAKE_SAFEPAY_PORT', 4104),
        }),
        await startEasypaisaFake({
          storeId: env.EASYPAISA_STORE_ID ?? '12345',
          username: env.EASYPAISA_USERNAME ?? 'fake-easypaisa-user',
          password: env.EASYPAISA_PASSWORD ?? 'fake-easypaisa-password',
          accountNumber: env.EASYPAISA_ACCOUNT_NUM ?? '03001234567',
          ipnListenerUrl: `${appUrl}/api/webhooks/easypaisa`,
          port: port('FAKE_EASYPAISA_PORT', 4105),
        }),
      ]
    : [];
if (gateways.length > 0) {
  const [jazzcash, safepay, easypaisa] = gateways;
  console.log(`JazzCash fake on ${jazzcash?.url} (JAZZCASH_API_URL), Safepay fake on ${safepay?.url} (SAFEPAY_API_URL), Easypaisa fake on ${easypaisa?.url} (EASYPAISA_API_URL)`);
}

const stop = () => void Promise.all([whatsapp.close(), sms.close(), ...gateways.map((gateway) => gateway.close())]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
