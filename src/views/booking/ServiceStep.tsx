// Step 1: the catalogue as a grid of toggle buttons; picking one moves on to the vehicle.
import { useSelector } from '@xstate/react';
import { bookingContent as text } from '../../domain/bookingContent';
import { CARD_ITEMS_SHOWN } from '../../domain/constants';
import { serviceCardLabels } from '../../domain/content';
import { formatMoney } from '../../domain/format';
import { messages } from '../../domain/messages';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { Badge } from '../components/Badge';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { CheckIcon } from '../components/icons';
import { Inline } from '../components/Inline';
import { ServiceDuration } from '../components/ServiceDuration';
import { Tiles } from '../components/Tiles';
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
      <Tiles space="md" minItemWidth={260} repeat="fill" aria-busy="true">
        <span className="visually-hidden" role="status">
          {text.loadingServices}
        </span>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </Tiles>
    );
  if (services.length === 0) return <EmptyState message={messages.services.empty} />;

  return (
    <Tiles as="ul" space="md" minItemWidth={260} repeat="fill" role="list">
      {services.map((service) => {
        const selected = service.id === serviceId;
        const shown = service.items.slice(0, CARD_ITEMS_SHOWN);
        const hidden = service.items.length - shown.length;
        return (
          <li key={service.id} className={styles.choiceItem}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={selected}
              onClick={() => actor.send({ type: 'wizard.selectService', serviceId: service.id })}
            >
              <Inline as="span" space="sm" align="spaceBetween" alignY="baseline">
                <span className={styles.choiceTitle}>{service.name}</span>
                {selected ? <Badge tone="brandSolid">{text.selected}</Badge> : null}
              </Inline>
              <Inline as="span" space="sm" align="spaceBetween" alignY="baseline">
                <span className={styles.price}>{formatMoney(service.price)}</span>
                <ServiceDuration minutes={service.duration_minutes} />
              </Inline>
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
    </Tiles>
  );
}
