// "Add to this visit": the add-ons as checkboxes (name, price, minutes), rendered from the review's add-on choice. A
// failed load is a quiet line with Try again; it never stands in the way of booking.
import { useSelector } from '@xstate/react';
import { bookingContent as text } from '../../domain/bookingContent';
import { ADDONS_MAX } from '../../domain/constants';
import { formatMoney } from '../../domain/format';
import { selectAddons, selectAddonStatus, selectChosenAddonIds, type AddonChoiceActor } from '../../machines/addonChoice';
import { Button } from '../components/Button';
import { Inline } from '../components/Inline';
import { Text } from '../components/Text';
import * as styles from './Pickers.css';

interface AddonPickerProps {
  choice: AddonChoiceActor;
  /** Nothing can be changed (the booking is being sent). */
  disabled?: boolean;
}

export function AddonPicker({ choice, disabled = false }: AddonPickerProps) {
  const status = useSelector(choice, selectAddonStatus);
  const addons = useSelector(choice, selectAddons);
  const chosenIds = useSelector(choice, selectChosenAddonIds);
  const full = chosenIds.length >= ADDONS_MAX;

  if (status === 'failed') {
    return (
      <Inline space="sm">
        <Text size="sm" tone="muted">
          {text.addonsLoadFailed}
        </Text>
        <Button variant="secondary" size="small" onClick={() => choice.send({ type: 'addons.retry' })}>
          {text.addonsRetry}
        </Button>
      </Inline>
    );
  }
  if (status === 'loading' || addons.length === 0) return null;
  return (
    <fieldset className={styles.timeFieldset} disabled={disabled}>
      <legend className={styles.timeLegend}>{text.addonsLegend}</legend>
      <Text size="sm" tone="muted">
        {text.addonsHint(ADDONS_MAX)}
      </Text>
      <ul className={styles.addonList}>
        {addons.map((addon) => {
          const chosen = chosenIds.includes(addon.id);
          return (
            <li key={addon.id}>
              <label className={styles.addonOption}>
                <input
                  type="checkbox"
                  className={styles.addonInput}
                  checked={chosen}
                  disabled={!chosen && full}
                  onChange={() => choice.send({ type: 'addons.toggle', addonId: addon.id })}
                />
                <span className={styles.addonName}>{addon.name}</span>
                <span className={styles.addonFacts}>
                  <bdi>{formatMoney(addon.price)}</bdi>
                  <bdi>{text.addonMinutes(addon.duration_minutes)}</bdi>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
