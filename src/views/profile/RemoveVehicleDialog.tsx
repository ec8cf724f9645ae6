// Asks before removing a vehicle; stays open, busy, while the server answers.
import { useSelector } from '@xstate/react';
import { vehiclesContent as content } from '../../domain/profileContent';
import type { VehiclesSnapshot } from '../../machines/vehicles';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Plate } from '../components/Plate';
import { SentenceWith } from '../components/SentenceWith';
import type { VehiclesActor } from './VehiclesCard';

const selectRemoving = (snapshot: VehiclesSnapshot) => snapshot.hasTag('removing');
const selectVehicle = (snapshot: VehiclesSnapshot) => snapshot.context.cars.find((item) => item.id === snapshot.context.carId) ?? null;

export function RemoveVehicleDialog({ actor }: { actor: VehiclesActor }) {
  const removing = useSelector(actor, selectRemoving);
  const car = useSelector(actor, selectVehicle);
  return (
    <ConfirmDialog
      title={content.removeTitle}
      text={
        <SentenceWith sentence={content.removeQuestion}>
          {car ? (
            <>
              <bdi>{content.vehicleName(car)}</bdi> (<Plate plate={car.license_plate} />)
            </>
          ) : null}
        </SentenceWith>
      }
      cancelLabel={content.keep}
      confirmLabel={content.confirmRemove}
      busyLabel={content.removing}
      busy={removing}
      onConfirm={() => actor.send({ type: 'vehicles.confirm' })}
      onDismiss={() => actor.send({ type: 'vehicles.dismiss' })}
    />
  );
}
