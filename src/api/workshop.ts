// The console's workshop calls (src/domain/staff.ts): the catalogue editor, capacity and closed dates, the inbox and
// staff accounts. Every call takes the caller's AbortSignal; a change answers the server's sentence to toast.
import type { CapacityPayload, ClosedDatePayload, InboxReply, NewStaffAccountPayload } from '../domain/workshopSchemas';
import type { InboxChannel } from '../domain/channels';
import type { ServiceInput } from '../domain/serviceInput';
import type { WorkshopSettingsData, WorkshopSettingsPayload } from '../domain/workshopSettings';
import type { CapacitySettings, ConsoleService, InboxMessage, StaffAccount } from '../domain/staff';
import type { ApiSuccess, Paged } from '../domain/types';
import { api, call } from './client';

/** What a change answers: the server's sentence (empty when it sent none). */
export interface ChangeAnswer {
  message: string;
}

const changed = async (request: () => Promise<{ message?: string }>): Promise<ChangeAnswer> => {
  const body = await call(request);
  return { message: body.message ?? '' };
};

const segment = encodeURIComponent;

// ---- Catalogue ----

/** Every service, active and not. */
export const listConsoleServices = async (signal?: AbortSignal): Promise<ConsoleService[]> =>
  (await call(() => api.get('ops/services', { signal }).json<ApiSuccess<ConsoleService[]>>())).data;

/** Creates or replaces the service with this id (admin only). */
/** A service as the editor sends it: no sort order, so the server keeps the stored one. */
export type ServiceSave = Omit<ServiceInput, 'sort_order'>;

export const saveService = (input: ServiceSave, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.put(`ops/services/${segment(input.id)}`, { json: input, signal }).json<ApiSuccess<unknown>>());

export const deactivateService = (id: string, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.post(`ops/services/${segment(id)}/deactivate`, { json: {}, signal }).json<ApiSuccess<unknown>>());

// ---- Settings (admin only) ----

export const getSettings = async (signal?: AbortSignal): Promise<WorkshopSettingsData> =>
  (await call(() => api.get('ops/settings', { signal }).json<ApiSuccess<WorkshopSettingsData>>())).data;

export const saveSettings = (input: WorkshopSettingsPayload, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.put('ops/settings', { json: input, signal }).json<ApiSuccess<unknown>>());

// ---- Capacity and closed dates ----

export const getCapacity = async (signal?: AbortSignal): Promise<CapacitySettings> =>
  (await call(() => api.get('ops/capacity', { signal }).json<ApiSuccess<CapacitySettings>>())).data;

/** 409 with `errors.bookings` when bookings no longer fit. */
export const saveCapacity = (capacity: CapacityPayload, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.put('ops/capacity', { json: capacity, signal }).json<ApiSuccess<unknown>>());

/** 409 with `errors.bookings` (one line per booking to move first) when the date has bookings. */
export const closeDate = (closedDate: ClosedDatePayload, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.post('ops/closed-dates', { json: closedDate, signal }).json<ApiSuccess<unknown>>());

export const reopenDate = (date: string, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.delete(`ops/closed-dates/${segment(date)}`, { signal }).json<ApiSuccess<unknown>>());

// ---- Inbox ----

export type InboxStatus = 'unread' | 'read';

/** One page of the inbox, newest first, with the count of unread messages. */
export interface InboxPage extends Paged<InboxMessage> {
  unread: number;
}

export const listMessages = (
  query: { page: number; pageSize: number; status: InboxStatus | null; channel?: InboxChannel | null },
  signal?: AbortSignal,
): Promise<InboxPage> => {
  const searchParams: Record<string, string | number> = { page: query.page, page_size: query.pageSize };
  if (query.status) searchParams.status = query.status;
  if (query.channel) searchParams.channel = query.channel;
  return call(() => api.get('ops/messages', { searchParams, signal }).json<InboxPage>());
};

export interface MarkAnswer extends ChangeAnswer {
  /** The message as stored now, when the server sends it back. */
  data: InboxMessage | null;
}

export const markMessage = async (id: string, read: boolean, signal?: AbortSignal): Promise<MarkAnswer> => {
  const body = await call(() =>
    api.post(`ops/messages/${segment(id)}/read`, { json: { read }, signal }).json<{ message?: string; data?: InboxMessage }>(),
  );
  return { message: body.message ?? '', data: body.data ?? null };
};

/** What an answer from the inbox answers: the server's sentence and the message with the answer among its replies. */
export interface ReplyAnswer extends ChangeAnswer {
  data: InboxMessage;
}

/**
 * Answers a message on the channel it came in (`{text}`), or sends WhatsApp's "please reply" template (`{template}`).
 * 400 names `text`; 409 carries `data.template` when WhatsApp's 24-hour window has closed.
 */
export const sendReply = async (id: string, reply: InboxReply, signal?: AbortSignal): Promise<ReplyAnswer> => {
  const body = await call(() => api.post(`ops/messages/${segment(id)}/reply`, { json: reply, signal }).json<ApiSuccess<InboxMessage>>());
  return { message: body.message ?? '', data: body.data };
};

/** How many inbox messages are unread, for the console's header (the smallest page of the list). */
export const countUnreadMessages = async (signal?: AbortSignal): Promise<number> =>
  (await listMessages({ page: 1, pageSize: 1, status: 'unread' }, signal)).unread;

// ---- Staff accounts (admin only) ----

export const listStaff = async (signal?: AbortSignal): Promise<StaffAccount[]> =>
  (await call(() => api.get('ops/staff', { signal }).json<ApiSuccess<StaffAccount[]>>())).data;

export const createStaff = (account: NewStaffAccountPayload, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.post('ops/staff', { json: account, signal }).json<ApiSuccess<unknown>>());

export const deactivateStaff = (id: string, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.post(`ops/staff/${segment(id)}/deactivate`, { json: {}, signal }).json<ApiSuccess<unknown>>());

export const activateStaff = (id: string, signal?: AbortSignal): Promise<ChangeAnswer> =>
  changed(() => api.post(`ops/staff/${segment(id)}/activate`, { json: {}, signal }).json<ApiSuccess<unknown>>());

export interface ResetAnswer extends ChangeAnswer {
  temporaryPassword: string;
}

export const resetStaffPassword = async (id: string, signal?: AbortSignal): Promise<ResetAnswer> => {
  const body = await call(() =>
    api.post(`ops/staff/${segment(id)}/reset-password`, { json: {}, signal }).json<ApiSuccess<{ temporary_password: string }>>(),
  );
  return { message: body.message ?? '', temporaryPassword: body.data.temporary_password };
};
