// One mail of the outbox (/staff/mail/:id): its facts and content, loaded like every detail screen; an unknown id reads
// "no such mail" (no Retry), any other failure offers Retry.
import { fetchMail } from '../api/mailOutbox';
import { serverMessageOf } from '../api/client';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { mailDetailContent } from '../domain/console/shellContent';
import type { OpsMailDetail } from '../domain/types';
import { createResourceMachine, type FetchById, type ResourceInput } from './resource';

export const mailDetailMachine = createResourceMachine<OpsMailDetail>();

/** `fetchById`: the API call, unless a test scripts it. Without an id the page leaves for the outbox. */
export const mailDetailInput = (mailId: string, fetchById: FetchById<OpsMailDetail> = fetchMail): ResourceInput<OpsMailDetail> => ({
  load: mailId ? (signal) => fetchById(mailId, signal) : null,
  fallbackError: mailDetailContent.loadFailed,
  errorText: serverMessageOf,
  notFoundText: mailDetailContent.notFound,
  exit: CONSOLE_PATHS.mail,
});
