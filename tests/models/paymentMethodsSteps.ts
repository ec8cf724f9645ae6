// The methods-list steps both payment flows' models share: the server lists every method, lists none (payment is
// taken at the workshop), or cannot be reached.
import { OFFERED_PAYMENT_METHODS } from '../../src/domain/paymentMethods';
import type { ScriptedCalls } from '../setup/scriptedCalls';

export type MethodsListEvent = 'server.listsMethods' | 'server.listsNoMethods' | 'network.failsMethods';

/** Answers the pending methods-list call of a flow's scripted server as `event` says. */
export function answerMethodsList<Name extends string>(server: ScriptedCalls<Name | 'loadPaymentMethods'>, event: MethodsListEvent): void {
  if (event === 'server.listsMethods') server.answer('loadPaymentMethods', OFFERED_PAYMENT_METHODS);
  else if (event === 'server.listsNoMethods') server.answer('loadPaymentMethods', []);
  else server.fail('loadPaymentMethods', new TypeError('Failed to fetch'));
}
