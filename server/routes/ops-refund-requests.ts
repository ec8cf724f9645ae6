// Refund requests in the console: staff and admins list them; only an admin (or the ops token) approves — the refund
// runs then, as POST /api/ops/invoices/{id}/refund runs it — or declines with a reason (services/refund-requests.ts).
import { Hono } from 'hono';
import { REFUND_REQUEST_STATUSES, type RefundRequestStatus } from '../../src/domain/staff';
import { RefundDeclinePayload } from '../../src/domain/staffSchemas';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { requireAdmin } from '../http/staff-access';
import { serverMessages } from '../messages';
import { approveRefundRequest, declineRefundRequest, listRefundRequests } from '../services/refund-requests';

/** ?status=open|approved|declined; absent, empty or "all" lists every request. */
function requestStatusOf(raw: string | undefined): RefundRequestStatus | undefined {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if (!(REFUND_REQUEST_STATUSES as readonly string[]).includes(raw)) {
    throw new HttpError(400, serverMessages.refundRequestStatusInvalid, { status: [serverMessages.refundRequestStatusInvalid] });
  }
  return raw as RefundRequestStatus;
}

export function opsRefundRequestRoutes({ db, config, gateway, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/ops/refund-requests', async (c) => {
    const status = requestStatusOf(c.req.query('status'));
    return c.json({ success: true, data: await listRefundRequests(db, status) });
  });

  routes.post('/ops/refund-requests/:id/approve', requireAdmin, async (c) => {
    const { request, outcome } = await approveRefundRequest(db, gateway, mail, c.req.param('id'), c.var.actor, config.now());
    return c.json({ success: true, message: outcome.pending ? serverMessages.refundRequestApprovedPending : serverMessages.refundRequestApproved, data: request });
  });

  routes.post('/ops/refund-requests/:id/decline', requireAdmin, async (c) => {
    const { reason } = validOrThrow(RefundDeclinePayload, await readJson(c));
    const request = await declineRefundRequest(db, c.req.param('id'), reason, c.var.actor, config.now());
    return c.json({ success: true, message: serverMessages.refundRequestDeclined, data: request });
  });

  return routes;
}
