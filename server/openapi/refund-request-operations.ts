// Refund requests for /api/openapi.json (server/routes/ops-refund-requests.ts).
import * as v from 'valibot';
import { RefundRequest } from '../../src/domain/boardWire';
import { RefundDeclinePayload } from '../../src/domain/staffSchemas';
import { succeeded } from '../../src/domain/wire';
import type { Operation } from './operations';

const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) decides a refund request';

export const REFUND_REQUEST_OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/api/ops/refund-requests', tag: 'ops', summary: 'Refund requests, newest first (status=open|approved|declined; all when absent), at most 200', access: 'ops', query: ['status'],
    success: { status: 200, description: 'The requests', json: succeeded(v.array(RefundRequest)) },
  },
  {
    method: 'post', path: '/api/ops/refund-requests/:id/approve', tag: 'ops', summary: 'Approve a refund request: the invoice is refunded as POST /api/ops/invoices/{id}/refund refunds it (approving again answers the same refund)', access: 'ops',
    success: { status: 200, description: 'The request, approved (the message says when the gateway has not confirmed the refund yet)', json: succeeded(RefundRequest) },
    refusals: { 403: ADMIN_ONLY, 409: 'The request was declined' },
  },
  {
    method: 'post', path: '/api/ops/refund-requests/:id/decline', tag: 'ops', summary: 'Decline a refund request with a reason: the invoice stays paid', access: 'ops', body: RefundDeclinePayload,
    success: { status: 200, description: 'The request, declined', json: succeeded(RefundRequest) },
    refusals: { 403: ADMIN_ONLY, 409: 'The request was already approved or declined' },
  },
];
