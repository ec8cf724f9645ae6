// What the Easypaisa provider is given: the workshop's Easypay store and its Open API user, and how it reaches them.
import type { EasypaisaAccount, ProviderRuntime } from '../settings';

export type EasypaisaLog = ProviderRuntime['log'];

/** The account, with the address to send already decided (the initiation requires one). */
export type EasypaisaSettings = Omit<EasypaisaAccount, 'emailAddress'> & { emailAddress: string } & ProviderRuntime;

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The hosts Easypaisa serves Easypay from (live, sandbox). */
export const EASYPAISA_ORIGINS = ['https://easypay.easypaisa.com.pk', 'https://easypaystg.easypaisa.com.pk'] as const;

export const credentialsHeader = (settings: Pick<EasypaisaSettings, 'username' | 'password'>) =>
  Buffer.from(`${settings.username}:${settings.password}`, 'utf8').toString('base64');
