// The desk's add-on choice: a checkbox per active add-on (at most ADDONS_MAX ticked), and the visit's total and
// minutes once a service is chosen. The free times below are asked for the whole visit (the deskBooking machine).
import { useSelector } from '@xstate/react';
import { ADDONS_MAX } from '../../../domain/constants';
import { deskAddonsContent as content } from '../../../domain/console/addonsContent';
import { visitTotalsOf } from '../../../domain/console/addonRules';
import { formatMoney } from '../../../domain/format';
import type { Service } from '../../../domain/types';
import type { DeskBookingActor, DeskBookingSnapshot } from '../../../machines/deskBooking';
import * as fieldStyles from '../../components/Field.css';
import { Stack } from '../../components/Stack';
import * as choices from '../booking/BookingActions.css';
import * as styles from './DeskDialog.css';

const selectAddons = (snapshot: DeskBookingSnapshot) => snapshot.context.addons;
const selectChosen = (snapshot: DeskBookingSnapshot) => snapshot.context.addonIds;
const selectService = (snapshot: DeskBookingSnapshot) => snapshot.context.services.find(({ id }) => id === snapshot.context.serviceId) ?? null;
const selectError = (snapshot: DeskBookingSnapshot) => snapshot.context.fieldErrors.addons;

export function DeskAddonsField({ actor }: { actor: DeskBookingActor }) {
  const addons = useSelector(actor, selectAddons);
  const chosen = useSelector(actor, selectChosen);
  const service = useSelector(actor, selectService);
  const error = useSelector(actor, selectError);
  if (addons === null) return <p className={styles.quiet}>{content.loadFailed}</p>;
  if (addons.length === 0) return null;
  const full = chosen.length >= ADDONS_MAX;
  const visit: Service[] = service ? [service, ...addons.filter(({ id }) => chosen.includes(id))] : [];
  const totals = visitTotalsOf(visit);
  return (
    <Stack as="fieldset" space="sm" aria-describedby={error ? 'desk-addons-hint desk-addons-error' : 'desk-addons-hint'}>
      <legend className={choices.legend}>{content.legend}</legend>
      <p id="desk-addons-hint" className={fieldStyles.hint}>
        {full ? content.full(ADDONS_MAX) : content.hint(ADDONS_MAX)}
      </p>
      {addons.map((addon) => {
        const ticked = chosen.includes(addon.id);
        return (
          <label key={addon.id} className={choices.methodOption}>
            <input
              type="checkbox"
              checked={ticked}
              disabled={full && !ticked}
              onChange={(event) => actor.send({ type: 'desk.toggleAddon', addonId: addon.id, chosen: event.target.checked })}
            />
            {content.option(addon.name, formatMoney(addon.price), addon.duration_minutes)}
          </label>
        );
      })}
      {service ? (
        <p className={fieldStyles.hint} aria-live="polite">
          {content.summary(formatMoney(totals.price), totals.minutes)}
        </p>
      ) : null}
      {error ? (
        <p id="desk-addons-error" className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Stack>
  );
}
