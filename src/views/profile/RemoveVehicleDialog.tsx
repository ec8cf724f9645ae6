// Asks before removing a vehicle; stays open, busy, while the server answers.
import { useSelector } from '@xstate/react';
import { vehiclesContent as content } from '../../domain/profileContent';
import type { VehiclesSnapshot } from '../../machines/vehicles';
import * as ui from '../../styles/ui.css';
import { Plate } from '../components/Plate';
import { SentenceWith } from '../components/SentenceWith';
import { Dialog } from '../my-bookings/Dialog';
import * as dialogStyles from '../my-bookings/MyBookingsPage.css';
import type { VehiclesActor } from './VehiclesCard';

const selectRemoving = (snapshot: VehiclesSnapshot) => snapshot.hasTag('removing');
const selectVehicle = (snapshot: VehiclesSnapshot) => snapshot.context.cars.find((item) => item.id === snapshot.context.carId) ?? null;

export function RemoveVehicleDialog({ actor }: { actor: VehiclesActor }) {
  const removing = useSelector(actor, selectRemoving);
  const car = useSelector(actor, selectVehicle);
  const dismiss = () => !removing && actor.send({ type: 'vehicles.dismiss' });
  return (
    <Dialog title={content.removeTitle} onClose={dismiss}>
      <p className={dialogStyles.dialogText}>
        <SentenceWith sentence={content.removeQuestion}>
          {car ? (
            <>
              <bdi>{content.vehicleName(car)}</bdi> (<Plate plate={car.license_plate} />)
            </>
          ) : null}
        </SentenceWith>
      </p>
      <div className={dialogStyles.dialogActions}>
        <button type="button" className={ui.button.secondary} onClick={dismiss} disabled={removing}>
          {content.keep}
        </button>
        <button type="button" className={ui.button.danger} onClick={() => actor.send({ type: 'vehicles.confirm' })} disabled={removing} aria-busy={removing}>
          {removing ? content.removing : content.confirmRemove}
        </button>
      </div>
    </Dialog>
  );
}
