// Asks before removing a vehicle; stays open, busy, while the server answers.
import { useSelector } from '@xstate/react';
import { vehiclesContent as content } from '../../domain/profileContent';
import type { VehiclesSnapshot } from '../../machines/vehicles';
import * as ui from '../../styles/ui.css';
import { Dialog } from '../my-bookings/Dialog';
import * as dialogStyles from '../my-bookings/MyBookingsPage.css';
import type { VehiclesActor } from './VehiclesCard';

const selectRemoving = (snapshot: VehiclesSnapshot) => snapshot.hasTag('removing');
const selectVehicleName = (snapshot: VehiclesSnapshot) => {
  const car = snapshot.context.cars.find((item) => item.id === snapshot.context.carId);
  return car ? `${content.vehicleName(car)} (${car.license_plate})` : '';
};

export function RemoveVehicleDialog({ actor }: { actor: VehiclesActor }) {
  const removing = useSelector(actor, selectRemoving);
  const vehicleName = useSelector(actor, selectVehicleName);
  const dismiss = () => !removing && actor.send({ type: 'vehicles.dismiss' });
  return (
    <Dialog title={content.removeTitle} onClose={dismiss}>
      <p className={dialogStyles.dialogText}>{content.removeQuestion(vehicleName)}</p>
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
