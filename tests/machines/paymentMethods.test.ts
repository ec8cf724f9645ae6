// The payment methods list is asked for once per page, whatever the number of Pay now buttons and checkouts asking:
// callers share the request and its answer, a failure is asked again by the next caller, and a caller that leaves
// stops waiting without cancelling the request the others share.
import { describe, expect, it, vi } from 'vitest';
import { OFFERED_PAYMENT_METHODS, type PaymentMethodOption } from '../../src/domain/paymentMethods';
import { offeredChannels, paysAtWorkshop, sharedLoader } from '../../src/machines/paymentMethods';

const signal = () => new AbortController().signal;

/** A load the test settles by hand. */
function deferredLoads() {
  const settle: Array<{ resolve: (methods: PaymentMethodOption[]) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(() => new Promise<PaymentMethodOption[]>((resolve, reject) => settle.push({ resolve, reject })));
  return { load, settle };
}

describe('the shared payment methods list', () => {
  it('asks once for every caller, before and after the answer', async () => {
    const { load, settle } = deferredLoads();
    const methods = sharedLoader(load);
    const waiting = [methods(signal()), methods(signal()), methods(signal())];
    settle[0]!.resolve([...OFFERED_PAYMENT_METHODS]);
    for (const answer of await Promise.all(waiting)) expect(answer).toEqual(OFFERED_PAYMENT_METHODS);
    expect(await methods(signal())).toEqual(OFFERED_PAYMENT_METHODS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed request, so the next caller asks again', async () => {
    const { load, settle } = deferredLoads();
    const methods = sharedLoader(load);
    const first = methods(signal());
    settle[0]!.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = methods(signal());
    settle[1]!.resolve([]);
    expect(await second).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a caller stop waiting while the others still get the answer', async () => {
    const { load, settle } = deferredLoads();
    const methods = sharedLoader(load);
    const leaving = new AbortController();
    const left = methods(leaving.signal);
    const staying = methods(signal());
    leaving.abort(new DOMException('left the page', 'AbortError'));
    await expect(left).rejects.toThrow('left the page');
    settle[0]!.resolve([...OFFERED_PAYMENT_METHODS]);
    expect(await staying).toEqual(OFFERED_PAYMENT_METHODS);
    await expect(methods(leaving.signal)).rejects.toThrow('left the page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('what the list offers', () => {
  it('the channels the checkout has a form for, in the server order, once each; none means paying at the workshop', () => {
    const option = (id: string) => ({ id, name: id }) as unknown as PaymentMethodOption;
    expect(offeredChannels(OFFERED_PAYMENT_METHODS)).toEqual(['card', 'upi', 'wallet']);
    expect(offeredChannels([option('wallet'), option('crypto'), option('card'), option('wallet')])).toEqual(['wallet', 'card']);
    expect(paysAtWorkshop(OFFERED_PAYMENT_METHODS)).toBe(false);
    expect(paysAtWorkshop([])).toBe(true);
    expect(paysAtWorkshop([option('crypto')])).toBe(true);
  });
});
