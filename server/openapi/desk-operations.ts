// The front desk's operations for /api/openapi.json (server/routes/ops-desk.ts): desk bookings, bay blocks and the
// customer file.
import * as v from 'valibot';
import { BayBlock, BoardBooking } from '../../src/domain/boardWire';
import { BayBlockPayload, CustomerUpdatePayload, DeskBookingPayload } from '../../src/domain/deskSchemas';
import { BlockOverBookingsRefusal, CustomerFile, CustomerSummary, DuplicateCustomerRefusal } from '../../src/domain/deskWire';
import { ApiError, Done, paged, succeeded } from '../../src/domain/wire';
import type { Operation } from './operations';

export const DESK_OPERATIONS: readonly Operation[] = [
  {
    method: 'post', path: '/api/ops/bookings', tag: 'ops',
    summary:
      'Book at the front desk for an existing customer or a new one (name and phone, e-mail optional, no password), an existing car of theirs or a new one. ' +
      'The web’s allocator and refusals; the customer’s own limits (upcoming cap, unpaid limits, busy calendar, rate limits, change cut-off) do not apply. ' +
      'time: any minute (a walk-in now holds every slot its length overlaps); absent, the earliest free start. Starts confirmed; notify queues the confirmation mail when the customer has an e-mail address',
    access: 'ops', body: DeskBookingPayload,
    success: { status: 201, description: 'The booking as the board shows it; the message says where it went', json: succeeded(BoardBooking) },
    refusals: {
      404: 'Unknown service or customer',
      409: {
        description:
          'The day is full or closed, the time is taken, or the car is booked then (reason says which); or the new customer’s e-mail address, or (without allow_duplicate_phone) phone, belongs to a customer: data.existing_customer',
        body: v.union([ApiError, DuplicateCustomerRefusal]),
      },
    },
  },
  {
    method: 'get', path: '/api/ops/blocks', tag: 'ops', summary: 'The bay blocks of a day (today in Karachi by default), by start time and bay', access: 'ops', query: ['date'],
    success: { status: 200, description: 'The blocks', json: succeeded(v.array(BayBlock)) },
  },
  {
    method: 'post', path: '/api/ops/blocks', tag: 'ops', summary: 'Take a bay out of service from start to end (HH:MM) with a reason: every availability answer, the allocator and the board leave its slots out', access: 'ops', body: BayBlockPayload,
    success: { status: 201, description: 'The block', json: succeeded(BayBlock) },
    refusals: {
      409: {
        description: 'The time overlaps bookings of that bay (data.bookings lists each: id, short_id, customer, time) or another block, or the date is closed',
        body: v.union([ApiError, BlockOverBookingsRefusal]),
      },
    },
  },
  { method: 'delete', path: '/api/ops/blocks/:id', tag: 'ops', summary: 'Remove a block: its slots are free again', access: 'ops', success: { status: 200, description: 'Removed', json: Done } },
  {
    method: 'get', path: '/api/ops/customers', tag: 'ops', summary: 'The customers (never staff accounts) by name; q matches a name, an e-mail address, a plate or a phone in any spelling', access: 'ops', query: ['q', 'page', 'page_size'],
    success: { status: 200, description: 'A page of customers', json: paged(CustomerSummary) },
  },
  {
    method: 'get', path: '/api/ops/customers/:id', tag: 'ops', summary: 'One customer’s file: contact details, the staff’s notes, cars, every booking newest first, totals', access: 'ops',
    success: { status: 200, description: 'The customer', json: succeeded(CustomerFile) },
  },
  {
    method: 'put', path: '/api/ops/customers/:id', tag: 'ops', summary: 'Change a customer’s name, phone, e-mail address (null removes it) or the staff’s notes', access: 'ops', body: CustomerUpdatePayload,
    success: { status: 200, description: 'The customer as saved', json: succeeded(CustomerFile) },
    refusals: {
      403: 'A staff account changing the e-mail address: only an admin (or the ops token) may, as password-reset links go to it',
      409: 'The e-mail address belongs to another account, or the customer signs in with theirs (they change it on their profile)',
    },
  },
];
