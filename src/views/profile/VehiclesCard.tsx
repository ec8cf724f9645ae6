// My Vehicles: the saved vehicles with their default badge, set-as-default and remove, and the Add Vehicle panel.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../domain/messages';
import { vehiclesContent as content } from '../../domain/profileContent';
import type { Car } from '../../domain/types';
import type { vehiclesMachine, VehiclesSnapshot } from '../../machines/vehicles';
import { Alert } from '../components/Alert';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { cardClass } from '../components/cardClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { PageSection } from '../components/PageSection';
import { Plate } from '../components/Plate';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { RemoveVehicleDialog } from './RemoveVehicleDialog';
import { VehicleForm } from './VehicleForm';
import * as styles from './ProfilePage.css';

export type VehiclesActor = ActorRefFrom<typeof vehiclesMachine>;

type ListStatus = 'loading' | 'failed' | 'ready';
const selectStatus = (snapshot: VehiclesSnapshot): ListStatus => (snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready');
const selectCars = (snapshot: VehiclesSnapshot) => snapshot.context.cars;
const selectLoadError = (snapshot: VehiclesSnapshot) => snapshot.context.loadError;
const selectNotice = (snapshot: VehiclesSnapshot) => snapshot.context.notice;
const selectAddVehicle = (snapshot: VehiclesSnapshot) => snapshot.children.addVehicle;
const selectDialogOpen = (snapshot: VehiclesSnapshot) =>
  snapshot.matches({ ready: { action: 'confirmingRemoval' } }) || snapshot.matches({ ready: { action: 'removing' } });
const selectDefaultPending = (snapshot: VehiclesSnapshot) => (snapshot.hasTag('settingDefault') ? snapshot.context.carId : null);
const selectActionBusy = (snapshot: VehiclesSnapshot) => !snapshot.matches({ ready: { action: 'idle' } });

export function VehiclesCard({ actor }: { actor: VehiclesActor }) {
  const status = useSelector(actor, selectStatus);
  const cars = useSelector(actor, selectCars);
  const loadError = useSelector(actor, selectLoadError);
  const notice = useSelector(actor, selectNotice);
  const addVehicle = useSelector(actor, selectAddVehicle);
  const formOpen = addVehicle !== undefined;
  const dialogOpen = useSelector(actor, selectDialogOpen);
  const formId = useId();

  return (
    <PageSection
      tone="card"
      heading={content.title}
      headingId="profile-vehicles-title"
      headingTone="brand"
      busy={status === 'loading'}
      actions={
        status === 'ready' ? (
          <Button
            variant={formOpen ? 'quiet' : 'primary'}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => (addVehicle ? addVehicle.send({ type: 'vehicle.cancel' }) : actor.send({ type: 'vehicles.openForm' }))}
          >
            {formOpen ? content.closeForm : content.addVehicle}
          </Button>
        ) : null
      }
    >
      {status === 'loading' ? <LoadingState text={content.loadingVehicles} /> : null}
      {status === 'failed' ? <ErrorState message={loadError ?? messages.profile.vehiclesLoadFailed} onRetry={() => actor.send({ type: 'vehicles.retry' })} /> : null}
      {status === 'ready' ? (
        <>
          {addVehicle ? <VehicleForm form={addVehicle} id={formId} /> : null}
          {notice ? (
            <Alert as="p" tone="error" role="alert">
              {notice}
            </Alert>
          ) : null}
          {cars.length === 0 ? (
            <EmptyState message={content.empty} />
          ) : (
            <Stack as="ul" space="sm">
              {cars.map((car) => (
                <VehicleItem key={car.id} car={car} actor={actor} />
              ))}
            </Stack>
          )}
        </>
      ) : null}
      {dialogOpen ? <RemoveVehicleDialog actor={actor} /> : null}
    </PageSection>
  );
}

function VehicleItem({ car, actor }: { car: Car; actor: VehiclesActor }) {
  const busy = useSelector(actor, selectActionBusy);
  const settingThis = useSelector(actor, selectDefaultPending) === car.id;
  const name = content.vehicleName(car);
  return (
    <li className={`${cardClass('inset')} ${styles.vehicle} ${car.is_default ? styles.vehicleDefault : ''}`} aria-label={`${name}, ${car.license_plate}`}>
      <Inline space="sm" align="spaceBetween">
        <Stack space="xs">
          <p className={styles.vehicleName}>
            <bdi>{name}</bdi>
            {car.is_default ? (
              <Badge tone="successSolid" caps>
                {content.defaultBadge}
              </Badge>
            ) : null}
          </p>
          <Text size="sm" tone="muted" breakWords>
            {content.plate}: <Plate plate={car.license_plate} />
            {car.color ? (
              <>
                {' · '}
                <bdi>{car.color}</bdi>
              </>
            ) : null}
          </Text>
        </Stack>
        <Inline space="xs">
          {car.is_default ? null : (
            <Button variant="secondary" size="small" disabled={busy} aria-busy={settingThis} onClick={() => actor.send({ type: 'vehicles.setDefault', carId: car.id })}>
              {settingThis ? content.settingDefault : content.setDefault}
            </Button>
          )}
          <Button variant="destructiveOutline" size="small" disabled={busy} onClick={() => actor.send({ type: 'vehicles.remove', carId: car.id })}>
            {content.remove}
          </Button>
        </Inline>
      </Inline>
    </li>
  );
}
