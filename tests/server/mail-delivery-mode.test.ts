// The outbox says how mail leaves this server (GET /api/ops/mail → delivery): 'file' without SMTP_URL, where a
// delivered mail is only written as an .eml file under DATA_DIR/mail/ and the console must not call it sent; 'smtp'
// with SMTP_URL. Staff read it like the list itself.
import { describe, expect, it } from 'vitest';
import type { OpsMail } from '../../src/domain/types';
import { call } from './helpers/app';
import { OPS_TOKEN_HEADERS, signedInStaff } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

interface MailList {
  success: true;
  delivery: 'smtp' | 'file';
  data: OpsMail[];
}

describe.each(backends)('mail delivery mode on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('without SMTP_URL', () => {
    const ctx = useApp(backend);

    it("answers delivery 'file' to staff and to the ops token", async () => {
      const staff = await signedInStaff(ctx.app, ctx.handle.db, 'staff');
      for (const access of [{ cookie: staff.cookie }, { headers: OPS_TOKEN_HEADERS }]) {
        const answer = await call<MailList>(ctx.app, 'GET', '/api/ops/mail', access);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.delivery).toBe('file');
        expect(Array.isArray(answer.body.data)).toBe(true);
      }
    });
  });

  describe.skipIf(backend.skipReason !== null)('with SMTP_URL', () => {
    const ctx = useApp(backend, { SMTP_URL: 'smtp://127.0.0.1:2525' });

    it("answers delivery 'smtp'", async () => {
      const answer = await call<MailList>(ctx.app, 'GET', '/api/ops/mail?status=failed', { headers: OPS_TOKEN_HEADERS });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ success: true, delivery: 'smtp', data: [] });
    });
  });
});
