// The outbox's status words: without SMTP a sent e-mail was only written to a file, while a WhatsApp or SMS message
// left through its provider all the same.
import { describe, expect, it } from 'vitest';
import { mailOutboxContent, mailStatusLabel } from '../../src/domain/console/shellContent';

describe('mailStatusLabel', () => {
  it('says "Written to file" only for a sent e-mail when mail goes to files', () => {
    expect(mailStatusLabel({ status: 'sent', channel: 'email' }, 'file')).toBe(mailOutboxContent.writtenToFile);
    expect(mailStatusLabel({ status: 'sent', channel: 'email' }, 'smtp')).toBe(mailOutboxContent.statuses.sent);
    expect(mailStatusLabel({ status: 'sent', channel: 'whatsapp' }, 'file')).toBe(mailOutboxContent.statuses.sent);
    expect(mailStatusLabel({ status: 'sent', channel: 'sms' }, 'file')).toBe(mailOutboxContent.statuses.sent);
    expect(mailStatusLabel({ status: 'read', channel: 'whatsapp' }, 'file')).toBe(mailOutboxContent.statuses.read);
  });
});
