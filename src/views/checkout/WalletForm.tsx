// The wallet form (spec §2, §5 Wallet): choose a wallet; a mobile number for all but Amazon Pay; a redirect note.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { ALL_WALLET_OPTIONS, WALLET_NAMES, type WalletType } from '../../domain/paymentMethods';
import { isPakistaniWallet, walletNeedsPhone } from '../../domain/schemas';
import { Alert } from '../components/Alert';
import * as fieldStyles from '../components/Field.css';
import { headingClass } from '../components/Heading';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import { PaymentForm } from './PaymentForm';
import { paymentFieldProps, selectFieldErrors, selectPaysDeposit, selectWallet, selectWallets, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.wallet;

export function WalletForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { walletType, phone } = useSelector(actor, selectWallet);
  const offered = useSelector(actor, selectWallets);
  const wallets = ALL_WALLET_OPTIONS.filter((wallet) => offered.includes(wallet.id));
  const errors = useSelector(actor, selectFieldErrors);
  const paysDeposit = useSelector(actor, selectPaysDeposit);
  const walletName = walletType ? WALLET_NAMES[walletType] : null;
  const choose = (wallet: WalletType) => actor.send({ type: 'payment.change', field: 'walletType', value: wallet });
  return (
    <PaymentForm labelledBy="wallet-heading" payLabel={paysDeposit ? text.payDeposit(walletName) : text.pay(walletName)} onSubmit={onSubmit}>
      <Stack
        as="fieldset"
        space="sm"
        className={styles.fieldset}
        role="radiogroup"
        aria-labelledby="wallet-heading"
        aria-invalid={errors.walletType ? true : undefined}
        aria-describedby={errors.walletType ? 'wallet-type-error' : undefined}
      >
        <legend id="wallet-heading" className={`${headingClass(2, { tone: 'brand' })} ${styles.headingLegend}`}>
          {text.heading}
        </legend>
        <Tiles space="sm" minItemWidth={120}>
          {wallets.map((wallet) => (
            <label key={wallet.id} className={styles.choice}>
              <input type="radio" name="wallet" className={styles.choiceInput} value={wallet.id} checked={walletType === wallet.id} onChange={() => choose(wallet.id)} />
              <span className={styles.choiceName}>{wallet.name}</span>
            </label>
          ))}
        </Tiles>
        {errors.walletType ? (
          <p id="wallet-type-error" className={fieldStyles.error}>
            {errors.walletType}
          </p>
        ) : null}
      </Stack>
      {walletType === null || walletNeedsPhone(walletType) ? (
        <TextField
          id="wallet-phone"
          label={text.mobile}
          hint={text.mobileHint}
          {...paymentFieldProps(actor, 'phone', phone, errors.phone)}
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={walletType === null || isPakistaniWallet(walletType) ? text.mobilePlaceholder : text.indianMobilePlaceholder}
          aria-required="true"
        />
      ) : null}
      <Alert as="p" tone="info" className={styles.note}>
        {text.redirectNote}
      </Alert>
    </PaymentForm>
  );
}
