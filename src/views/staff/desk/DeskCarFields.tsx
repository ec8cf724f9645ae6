// The car: one of the chosen customer's cars or a new one (make, model, year, plate, colour); a new customer's car is
// always new. Nothing shows until the customer is chosen or being added.
import { useSelector } from '@xstate/react';
import { deskBookingContent as content } from '../../../domain/console/deskContent';
import type { DeskBookingActor, DeskBookingSnapshot } from '../../../machines/deskBooking';
import type { NewCarField } from '../../../machines/deskBookingForm';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import * as choices from '../booking/BookingActions.css';

const selectCars = (snapshot: DeskBookingSnapshot) => (snapshot.matches({ open: { customer: 'chosen' } }) ? (snapshot.context.customer?.cars ?? null) : null);
const selectAdding = (snapshot: DeskBookingSnapshot) => snapshot.matches({ open: { customer: 'adding' } });

export function DeskCarFields({ actor }: { actor: DeskBookingActor }) {
  const cars = useSelector(actor, selectCars);
  const adding = useSelector(actor, selectAdding);
  const carId = useSelector(actor, (snapshot) => snapshot.context.carId);
  const carError = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.car);
  if (!cars && !adding) return null;
  return (
    <Stack as="fieldset" space="sm">
      <legend className={choices.legend}>{content.carLegend}</legend>
      {cars && cars.length > 0 ? (
        <>
          {cars.map((car) => (
            <label key={car.id} className={choices.methodOption}>
              <input type="radio" name="desk-car" checked={carId === car.id} onChange={() => actor.send({ type: 'car.choose', carId: car.id })} />
              <span>
                {car.make} {car.model} {car.year} · <Plate plate={car.license_plate} />
              </span>
            </label>
          ))}
          <label className={choices.methodOption}>
            <input type="radio" name="desk-car" checked={carId === null} onChange={() => actor.send({ type: 'car.choose', carId: null })} />
            {content.newCar}
          </label>
        </>
      ) : null}
      {carError ? <p className={fieldStyles.error}>{carError}</p> : null}
      {carId === null ? <NewCar actor={actor} /> : null}
    </Stack>
  );
}

const CAR_FIELDS: ReadonlyArray<{ field: NewCarField; label: string; required: boolean }> = [
  { field: 'make', label: content.make, required: true },
  { field: 'model', label: content.model, required: true },
  { field: 'year', label: content.year, required: true },
  { field: 'license_plate', label: content.plate, required: true },
  { field: 'color', label: content.color, required: false },
];

function NewCar({ actor }: { actor: DeskBookingActor }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.newCar);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  return (
    <>
      {CAR_FIELDS.map(({ field, label, required }) => (
        <Field key={field} id={`desk-car-${field}`} label={label} required={required} error={errors[field]}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              inputMode={field === 'year' ? 'numeric' : undefined}
              value={values[field]}
              autoComplete="off"
              aria-required={required || undefined}
              onChange={(event) => actor.send({ type: 'newCar.change', field, value: event.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}
