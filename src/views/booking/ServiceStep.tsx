// Step 1: the catalogue as a grid of toggle buttons; picking one moves on to the vehicle.
import { useSelector } from '@xstate/react';
import { CARD_ITEMS_SHOWN } from '../../domain/constants';
import { bookingContent as text } from '../../domain/bookingContent';
import { formatMoney } from '../../domain/format';
import { messages } from '../../domain/messages';
import { formatDuration, serviceCardLabels } from '../../domain/content';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { CheckIcon, ClockIcon } from '../components/icons';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { selectServiceId, selectServices, type WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const selectLoading = (snapshot: WizardSnapshot) => snapshot.hasTag('loadingServices');
const selectError = (snapshot: WizardSnapshot) => (snapshot.matches({ catalogue: 'failed' }) ? snapshot.context.servicesError : null);

export function ServiceStep({ actor }: { actor: WizardActor }) {
  const services = useSelector(actor, selectServices);
  const serviceId = useSelector(actor, selectServiceId);
  const loading = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectError);

  if (error) return <ErrorState message={error} onRetry={() => actor.send({ type: 'wizard.retry' })} />;
  if (loading)
    return (
      <div className={styles.choiceGrid} aria-busy="true">
        <span className="visually-hidden" role="status">
          {text.loadingServices}
        </span>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </div>
    );
  if (services.length === 0) return <EmptyState message={messages.services.empty} />;

  return (
    <ul className={styles.plainList} role="list">
      {services.map((service) => {
        const selected = service.id === serviceId;
        const shown = service.items.slice(0, CARD_ITEMS_SHOWN);
        const hidden = service.items.length - shown.length;
        return (
          <li key={service.id} className={styles.listItem}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={selected}
              onClick={() => actor.send({ type: 'wizard.selectService', serviceId: service.id })}
            >
              <span className={styles.choiceRow}>
                <span className={styles.choiceTitle}>{service.name}</span>
                {selected ? <span className={styles.selectedBadge}>{text.selected}</span> : null}
              </span>
              <span className={styles.choiceRow}>
                <span className={styles.price}>{formatMoney(service.price)}</span>
                <span className={styles.muted}>
                  <ClockIcon />
                  <span className="visually-hidden">{serviceCardLabels.duration}: </span>
                  {formatDuration(service.duration_minutes)}
                </span>
              </span>
              {service.items.length > 0 ? (
                <span className={styles.itemList}>
                  {shown.map((item) => (
                    <span key={item.id} className={styles.muted}>
                      <CheckIcon />
                      {item.name}
                    </span>
                  ))}
                  {hidden > 0 ? <span>{serviceCardLabels.moreItems(hidden)}</span> : null}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
