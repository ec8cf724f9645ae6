// JazzCash as a LiveProvider: the wallet over REST (DoMWalletTransaction), cards (MPAY) and vouchers (OTC) on its hosted page,
// the Status Inquiry for anything pending or unknown, and the wallet refund API.
import type { LiveProvider } from '../provider';
import { newJazzCashReference, paisa } from './fields';
import { hostedRedirect, readHostedReturn } from './hosted';
import { inquire } from './inquiry';
import { refundWallet } from './refund';
import type { JazzCashSettings } from './settings';
import { chargeWallet } from './wallet';

export type { JazzCashSettings } from './settings';

export function jazzcashProvider(settings: JazzCashSettings): LiveProvider {
  return {
    name: 'jazzcash',
    methods: ['jazzcash', 'card', 'voucher'],
    newReference: newJazzCashReference,
    async charge(charge) {
      if (charge.method === 'jazzcash') return chargeWallet(settings, charge);
      if (charge.method === 'card') return hostedRedirect(settings, charge, 'MPAY');
      if (charge.method === 'voucher') return hostedRedirect(settings, charge, 'OTC');
      throw new Error(`JazzCash does not take ${charge.method} payments.`);
    },
    inquire: async (payment) => inquire(settings, payment.reference, paisa(payment.amount), payment.now),
    refund: (refund) => refundWallet(settings, refund),
    readReturn: ({ query, form }) => readHostedReturn(settings, form ?? query, settings.now?.() ?? new Date()),
  };
}
