// Who the booking is for: found as the desk types (name, phone in any spelling, plate, e-mail), added as a new
// customer (name, phone, e-mail), or the one chosen, with a way to change them.
import { useSelector } from '@xstate/react';
import { deskBookingContent as content } from '../../../domain/console/deskContent';
import type { ExistingCustomer } from '../../../domain/desk';
import type { DeskBookingActor, DeskBookingSnapshot } from '../../../machines/deskBooking';
import type { NewCustomerField } from '../../../machines/deskBookingForm';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import * as choices from '../booking/BookingActions.css';
import { cardClass } from '../../components/cardClass';
import * as styles from './DeskDialog.css';

type CustomerStep = 'finding' | 'loading' | 'loadFailed' | 'adding' | 'chosen';
const selectStep = (snapshot: DeskBookingSnapshot): CustomerStep => {
  for (const step of ['loading', 'loadFailed', 'adding', 'chosen'] as const) if (snapshot.matches({ open: { customer: step } })) return step;
  return 'finding';
};

export function DeskCustomerFields({ actor }: { actor: DeskBookingActor }) {
  const step = useSelector(actor, selectStep);
  return (
    <Stack as="fieldset" space="sm">
      <legend className={choices.legend}>{content.customerLegend}</legend>
      {step === 'finding' ? <FindCustomer actor={actor} /> : null}
      {step === 'loading' ? (
        <p className={styles.quiet} role="status">
          {content.loadingCars}
        </p>
      ) : null}
      {step === 'loadFailed' ? (
        <div className={ui.alert.error} role="alert">
          <p>{content.carsFailed}</p>
          <Inline space="sm">
            <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'customer.retry' })}>
              {content.retry}
            </Button>
            <Button variant="quiet" size="small" onClick={() => actor.send({ type: 'customer.find' })}>
              {content.findInstead}
            </Button>
          </Inline>
        </div>
      ) : null}
      {step === 'adding' ? <NewCustomer actor={actor} /> : null}
      {step === 'chosen' ? <ChosenCustomer actor={actor} /> : null}
    </Stack>
  );
}

function FindCustomer({ actor }: { actor: DeskBookingActor }) {
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const error = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.customer);
  const searching = useSelector(actor, (snapshot) => snapshot.hasTag('searching'));
  const noMatch = useSelector(actor, (snapshot) => snapshot.matches({ open: { customer: { finding: 'noMatch' } } }));
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ open: { customer: { finding: 'searchFailed' } } }));
  const matches = useSelector(actor, (snapshot) => (snapshot.matches({ open: { customer: { finding: 'found' } } }) ? snapshot.context.matches : []));
  return (
    <Stack space="sm">
      <Field id="desk-customer-search" label={content.findLabel} hint={content.findHint} error={error}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={fieldStyles.input}
            value={query}
            autoComplete="off"
            onChange={(event) => actor.send({ type: 'customer.type', query: event.target.value })}
          />
        )}
      </Field>
      <p className={styles.quiet} role="status">
        {searching ? content.searching : noMatch ? content.noMatch(query.trim()) : ''}
      </p>
      {failed ? (
        <div className={ui.alert.error} role="alert">
          <p>{content.searchFailed}</p>
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'customer.retrySearch' })}>
            {content.retry}
          </Button>
        </div>
      ) : null}
      {matches.length > 0 ? (
        <Stack as="ul" space="xs" aria-label={content.matchesLabel}>
          {matches.map((match) => (
            <Inline as="li" key={match.id} space="sm" align="spaceBetween" className={cardClass('panel')}>
              <Who customer={match} />
              <Button variant="secondary" size="small" aria-label={content.chooseLabel(match.full_name, match.phone)} onClick={() => actor.send({ type: 'customer.choose', customerId: match.id })}>
                {content.choose}
              </Button>
            </Inline>
          ))}
        </Stack>
      ) : null}
      <div>
        <Button variant="quiet" size="small" onClick={() => actor.send({ type: 'customer.addNew' })}>
          {content.addNew}
        </Button>
      </div>
    </Stack>
  );
}

function NewCustomer({ actor }: { actor: DeskBookingActor }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.newCustomer);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const change = (field: NewCustomerField) => (event: { target: { value: string } }) => actor.send({ type: 'newCustomer.change', field, value: event.target.value });
  return (
    <Stack space="sm">
      <Field id="desk-customer-name" label={content.fullName} required error={errors.full_name}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.full_name} onChange={change('full_name')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="desk-customer-phone" label={content.phone} required hint={content.phoneHint} error={errors.phone}>
        {(control) => <input {...control} type="tel" inputMode="tel" className={fieldStyles.input} value={values.phone} onChange={change('phone')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="desk-customer-email" label={content.email} hint={content.emailHint} error={errors.email}>
        {(control) => <input {...control} type="email" className={fieldStyles.input} value={values.email} onChange={change('email')} autoComplete="off" />}
      </Field>
      <div>
        <Button variant="quiet" size="small" onClick={() => actor.send({ type: 'customer.find' })}>
          {content.findInstead}
        </Button>
      </div>
    </Stack>
  );
}

function ChosenCustomer({ actor }: { actor: DeskBookingActor }) {
  const customer = useSelector(actor, (snapshot) => snapshot.context.customer);
  if (!customer) return null;
  return (
    <Card tone="panel">
      <Inline space="sm" align="spaceBetween">
        <Who customer={customer} />
        <Button variant="quiet" size="small" aria-label={content.changeLabel(customer.full_name)} onClick={() => actor.send({ type: 'customer.find' })}>
          {content.change}
        </Button>
      </Inline>
    </Card>
  );
}

/** A customer as the desk tells them apart: the name, then the phone and e-mail address. */
function Who({ customer }: { customer: Pick<ExistingCustomer, 'full_name' | 'phone' | 'email'> }) {
  return (
    <span className={styles.who}>
      <strong>{customer.full_name}</strong>
      <span className={styles.quiet}>{[customer.phone, customer.email].filter(Boolean).join(' · ')}</span>
    </span>
  );
}
