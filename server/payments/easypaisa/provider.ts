// Easypaisa's Mobile Account payments through the Easypay REST API: the initiation (the customer approves on the
// phone while the call waits), the inquiry, and no refund API — a refund is returned by hand.
import { GatewayUnreachable, SuspiciousAnswer, type LiveCharge, type LiveMethod, type LiveProvider, type ProviderOutcome } from '../provider';
import { initiationMeaning, refusalWhy, statusMeaning } from './codes';
import { postEasypay, type EasypayAnswer } from './http';
import { newOrderId, orderIdMadeAt } from './reference';
import type { EasypaisaSettings } from './settings';

type Settled = Exclude<ProviderOutcome, { status: 'redirect' }>;

/** An order Easypay has never heard of this long after we made it never reached them: the customer may start again. */
export const UNKNOWN_ORDER_GIVEN_UP_AFTER_MS = 15 * 60_000;

/** How many initiated orders the provider remembers, so a repeated charge becomes an inquiry, never a second debit. */
const REMEMBERED_ORDERS = 10_000;

/** The wallet's number as Easypay wants it (03XXXXXXXXX), from what a customer may type (+92 3XX…, spaces, dashes). */
export function mobileAccountNumber(phone: string | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s-]/g, '');
  const local = /^(?:\+?92)(3\d{9})$/.exec(digits)?.[1];
  const number = local ? `0${local}` : digits;
  return /^03\d{9}$/.test(number) ? number : null;
}

/** Integer PKR as Easypay's `transactionAmount`: "1500.00". */
export function easypayAmount(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`An Easypaisa amount is a positive whole number of rupees, not ${amount}.`);
  return `${amount}.00`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

export function easypaisaProvider(settings: EasypaisaSettings): LiveProvider {
  const initiated = new Set<string>();
  const log = (fields: object, message: string) => settings.log.warn({ gateway: 'easypaisa', ...fields }, message);

  function remember(orderId: string) {
    initiated.add(orderId);
    if (initiated.size > REMEMBERED_ORDERS) {
      const oldest = initiated.values().next().value;
      if (oldest !== undefined) initiated.delete(oldest);
    }
  }

  function sameOrder(answer: EasypayAnswer, orderId: string, operation: string) {
    const answered = text(answer.orderId);
    if (answered !== null && answered !== orderId) {
      log({ operation, reference: orderId }, 'Easypaisa answered about another order: nothing of it is trusted.');
      throw new SuspiciousAnswer(`Easypaisa answered the ${operation} of ${orderId} about another order.`);
    }
  }

  async function inquire(payment: { reference: string; method: LiveMethod; amount: number; now: Date }): Promise<Settled> {
    const answer = await postEasypay(settings, 'inquire-transaction', { orderId: payment.reference, storeId: settings.storeId, accountNum: settings.accountNumber });
    if (answer.responseCode === '0003') return unknownOrder(payment.reference, payment.now);
    if (answer.responseCode !== '0000') {
      log({ operation: 'inquiry', reference: payment.reference, code: answer.responseCode }, `Easypaisa refused the inquiry: ${refusalWhy(answer.responseCode)}.`);
      throw new GatewayUnreachable(`Easypaisa refused the inquiry (code ${answer.responseCode}).`);
    }
    sameOrder(answer, payment.reference, 'inquiry');
    const status = text(answer.transactionStatus) ?? '';
    const meaning = statusMeaning(status, text(answer.errorCode));
    if (meaning.kind === 'unrecognised') {
      log({ operation: 'inquiry', reference: payment.reference, status }, 'Easypaisa answered a transaction status we do not know: left pending.');
      return { status: 'pending' };
    }
    if (meaning.kind === 'pending') return { status: 'pending' };
    if (meaning.kind === 'declined') return { status: 'declined', reason: meaning.reason, gatewayCode: status };
    const amount = text(answer.transactionAmount);
    if (amount !== null && Number(amount) !== payment.amount) {
      log({ operation: 'inquiry', reference: payment.reference }, 'Easypaisa reports the order paid with another amount than ours.');
      throw new SuspiciousAnswer(`Easypaisa reports ${payment.reference} paid with another amount.`);
    }
    const providerTxnId = text(answer.transactionId);
    return providerTxnId ? { status: 'paid', providerTxnId } : { status: 'paid' };
  }

  function unknownOrder(orderId: string, now: Date): Settled {
    const madeAt = orderIdMadeAt(orderId);
    if (madeAt && now.getTime() - madeAt.getTime() > UNKNOWN_ORDER_GIVEN_UP_AFTER_MS) return { status: 'declined', reason: 'expired', gatewayCode: '0003' };
    return { status: 'pending' };
  }

  async function charge(charge: LiveCharge): Promise<ProviderOutcome> {
    if (charge.method !== 'easypaisa') throw new Error(`The Easypaisa provider takes Easypaisa wallets, not ${charge.method}.`);
    const transactionAmount = easypayAmount(charge.amount);
    const mobileAccountNo = mobileAccountNumber(charge.phone);
    if (mobileAccountNo === null) return { status: 'declined', reason: 'not_registered' };
    if (initiated.has(charge.reference)) return inquire(charge);
    remember(charge.reference);
    const answer = await postEasypay(settings, 'initiate-ma-transaction', {
      orderId: charge.reference,
      storeId: settings.storeId,
      transactionAmount,
      transactionType: 'MA',
      mobileAccountNo,
      emailAddress: settings.emailAddress,
    });
    const meaning = initiationMeaning(answer.responseCode);
    switch (meaning.kind) {
      case 'paid': {
        sameOrder(answer, charge.reference, 'initiation');
        const providerTxnId = text(answer.transactionId);
        return providerTxnId ? { status: 'paid', providerTxnId } : { status: 'paid' };
      }
      case 'unknown':
        return { status: 'pending' };
      case 'ask':
        return inquire(charge);
      case 'declined':
        if (meaning.workshopMustLook) log({ operation: 'initiation', reference: charge.reference, code: answer.responseCode }, `Easypaisa refused the payment: ${meaning.why}.`);
        return { status: 'declined', reason: meaning.reason, gatewayCode: answer.responseCode };
    }
  }

  return {
    name: 'easypaisa',
    methods: ['easypaisa'],
    newReference: newOrderId,
    charge,
    inquire,
    // The Easypay REST API has no merchant refund: the workshop sends the money back from its Easypaisa account.
    refund: () => Promise.resolve({ status: 'by_hand' }),
  };
}
