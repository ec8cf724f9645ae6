// The services of a visit on its booking page, each with its price and minutes, and the total; on an unpaid booking
// that can still change, "Add an add-on" (the active add-ons not in it yet) and "Remove" on each add-on. The choice,
// the busy state and the refusal are the bookingAddons machine's; the page reloads the booking after a change.
import { useActorRef, useSelector } from '@xstate/react';
import { ADDONS_MAX } from '../../../domain/constants';
import { bookingAddonsContent as content } from '../../../domain/console/addonsContent';
import { addonItemsOf, addonsToOffer, canChangeAddons } from '../../../domain/console/addonRules';
import { formatDuration } from '../../../domain/content';
import { formatMoney } from '../../../domain/format';
import type { BoardBooking } from '../../../domain/staff';
import type { BookingItem } from '../../../domain/types';
import { bookingAddonsMachine, type BookingAddonsActor, type BookingAddonsSnapshot } from '../../../machines/bookingAddons';
import { inspector } from '../../../machines/inspector';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Badge } from '../../components/Badge';
import { PanelSection } from '../components/PanelSection';
import * as styles from '../components/console.css';
import { useAnnouncedChanges } from './useAnnouncedChanges';
import { visitTotal } from '../../../domain/visitItems';

const selectBusy = (snapshot: BookingAddonsSnapshot) => snapshot.hasTag('busy');
const selectChangingId = (snapshot: BookingAddonsSnapshot) => snapshot.context.changingId;
const selectRefusal = (snapshot: BookingAddonsSnapshot) => snapshot.context.refusal;

export function BookingAddonsPanel({ booking, onChange }: { booking: BoardBooking; onChange: () => void }) {
  const logic = useAnnouncedChanges(bookingAddonsMachine, onChange);
  const actor = useActorRef(logic, { input: { bookingId: booking.id }, inspect: inspector() });
  const busy = useSelector(actor, selectBusy);
  const changingId = useSelector(actor, selectChangingId);
  const refusal = useSelector(actor, selectRefusal);
  const changeable = canChangeAddons(booking);

  return (
    <PanelSection headingId="booking-addons-title" title={content.title} busy={busy}>
      <Stack space="md">
        <VisitItems booking={booking} actor={changeable ? actor : null} busy={busy} changingId={changingId} />
        {changeable ? <AddAddon booking={booking} actor={actor} /> : <p className={`${styles.note} ${styles.muted}`}>{content.locked}</p>}
        {refusal ? (
          <p className={`${ui.alert.error} ${styles.note}`} role="alert">
            {refusal}
          </p>
        ) : null}
      </Stack>
    </PanelSection>
  );
}

interface VisitItemsProps {
  booking: BoardBooking;
  /** Offers Remove on each add-on; null when the booking can no longer change. */
  actor: BookingAddonsActor | null;
  busy: boolean;
  changingId: string | null;
}

function VisitItems({ booking, actor, busy, changingId }: VisitItemsProps) {
  const columns: DataTableColumn<BookingItem>[] = [
    { key: 'service', heading: content.columns.service, rowHeader: true, cell: (item) => item.name },
    { key: 'kind', heading: content.columns.kind, cell: (item) => <Badge caps tone={item.kind === 'addon' ? 'info' : 'neutral'}>{item.kind === 'addon' ? content.addon : content.mainService}</Badge> },
    {
      key: 'price',
      heading: content.columns.price,
      cell: (item) => (
        <span>
          {formatMoney(item.price)} {item.original_price !== null && item.original_price > item.price ? <s className={styles.muted}>{formatMoney(item.original_price)}</s> : null}
        </span>
      ),
    },
    { key: 'minutes', heading: content.columns.minutes, cell: (item) => formatDuration(item.duration) },
  ];
  const removable: DataTableColumn<BookingItem> = {
    key: 'remove',
    heading: content.remove,
    labelled: false,
    cell: (item) =>
      item.kind === 'addon' && actor ? (
        <Button
          variant="destructiveOutline"
          size="small"
          aria-label={content.removeLabel(item.name)}
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : actor.send({ type: 'addons.remove', addonId: item.service }))}
        >
          {changingId === item.service ? content.removing : content.remove}
        </Button>
      ) : null,
  };
  return (
    <Stack space="sm">
      <DataTable caption={content.caption} columns={actor ? [...columns, removable] : columns} rows={booking.items} rowKey={(item) => item.service} emptyText={booking.service.name} />
      <p className={styles.note}>
        <strong>{content.total}</strong> {formatMoney(visitTotal(booking.items))}, {formatDuration(booking.duration)}
      </p>
    </Stack>
  );
}

const selectAddons = (snapshot: BookingAddonsSnapshot) => snapshot.context.addons;
const selectChoice = (snapshot: BookingAddonsSnapshot) => snapshot.context.choice;
const selectLoad = (snapshot: BookingAddonsSnapshot) => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready');

function AddAddon({ booking, actor }: { booking: BoardBooking; actor: BookingAddonsActor }) {
  const addons = useSelector(actor, selectAddons);
  const choice = useSelector(actor, selectChoice);
  const load = useSelector(actor, selectLoad);
  const busy = useSelector(actor, selectBusy);
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  if (load === 'loading') return <p className={`${styles.note} ${styles.muted}`}>{content.loading}</p>;
  if (load === 'failed')
    return (
      <Inline space="sm">
        <p className={styles.note}>{content.loadFailed}</p>
        <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'addons.retry' })}>
          {content.retry}
        </Button>
      </Inline>
    );
  if (addonItemsOf(booking.items).length >= ADDONS_MAX) return <p className={`${styles.note} ${styles.muted}`}>{content.full(ADDONS_MAX)}</p>;
  const offered = addonsToOffer(addons, booking.items);
  if (offered.length === 0) return <p className={`${styles.note} ${styles.muted}`}>{content.noneLeft}</p>;
  const chosen = offered.some(({ id }) => id === choice) ? choice : '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) actor.send({ type: 'addons.add' });
      }}
    >
      <Inline space="sm" alignY="end">
        <Field id="booking-addon-choice" label={content.addLabel}>
          {(control) => (
            <select {...control} className={fieldStyles.input} value={chosen} onChange={(event) => actor.send({ type: 'addons.choose', addonId: event.target.value })}>
              <option value="">{content.choose}</option>
              {offered.map((addon) => (
                <option key={addon.id} value={addon.id}>
                  {content.option(addon.name, formatMoney(addon.price), formatDuration(addon.duration_minutes))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="primary" size="small" busy={adding} busyLabel={content.adding} aria-disabled={busy || chosen === '' || undefined}>
          {content.add}
        </Button>
      </Inline>
    </form>
  );
}
