// The providers' signature rules on their own: Twilio's published example, and Meta's HMAC over the raw body.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature, twilioSignatureValid, whatsappSignatureValid } from '../../server/channels/webhooks/signatures';

// Twilio's documentation example: the URL as called (query included) and the POST fields, signed with the auth token.
const TWILIO_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const TWILIO_FIELDS = Object.entries({ CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' });

describe('webhook signatures', () => {
  it("match Twilio's published example, in any field order", () => {
    expect(twilioSignature('12345', TWILIO_URL, TWILIO_FIELDS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilioSignature('12345', TWILIO_URL, [...TWILIO_FIELDS].reverse())).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('accept a Twilio signature over any of the candidate addresses, and nothing else', () => {
    const urls = ['https://book.example.pk/api/webhooks/sms', TWILIO_URL];
    expect(twilioSignatureValid('12345', urls, TWILIO_FIELDS, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(twilioSignatureValid('12345', urls.slice(0, 1), TWILIO_FIELDS, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(twilioSignatureValid('other', urls, TWILIO_FIELDS, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(twilioSignatureValid('12345', urls, [...TWILIO_FIELDS, ['Body', 'added']], '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(twilioSignatureValid('12345', urls, TWILIO_FIELDS, undefined)).toBe(false);
  });

  it("check Meta's sha256= header over the exact bytes", () => {
    const body = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}');
    const header = `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`;
    expect(whatsappSignatureValid('secret', body, header)).toBe(true);
    expect(whatsappSignatureValid('secret', body, header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
    expect(whatsappSignatureValid('other', body, header)).toBe(false);
    expect(whatsappSignatureValid('secret', new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[] }'), header)).toBe(false);
    for (const wrong of [undefined, '', 'sha256=', header.slice(0, -2), `sha1=${header.slice(7)}`]) expect(whatsappSignatureValid('secret', body, wrong)).toBe(false);
  });
});
