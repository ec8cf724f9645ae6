// Step 2: the customer's saved vehicles as toggle buttons, and the Add New Vehicle form.
import { VEHICLE_FIELD_MAX, VEHICLE_YEAR_MIN } from '../../domain/constants';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { bookingContent as text } from '../../domain/bookingContent';
import { commonLabels } from '../../domain/content';
import type { AddVehicleActor } from '../../machines/addVehicle';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { Alert } from '../components/Alert';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { cardClass } from '../components/cardClass';
import * as fieldStyles from '../components/Field.css';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import { Plate } from '../components/Plate';
import { useVehicleForm } from '../components/useVehicleForm';
import { selectCarId, selectCars, type WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const selectLoading = (snapshot: WizardSnapshot) => snapshot.hasTag('loadingCars');
const selectError = (snapshot: WizardSnapshot) => (snapshot.matches({ steps: { vehicle: { list: 'failed' } } }) ? snapshot.context.carsError : null);
const selectAddVehicle = (snapshot: WizardSnapshot) => snapshot.children.addVehicle;

export function VehicleStep({ actor }: { actor: WizardActor }) {
  const cars = useSelector(actor, selectCars);
  const carId = useSelector(actor, selectCarId);
  const loading = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectError);
  const addVehicle = useSelector(actor, selectAddVehicle);
  const formId = useId();

  return (
    <>
      {error ? <ErrorState message={error} onRetry={() => actor.send({ type: 'wizard.retry' })} /> : null}
      {loading ? <LoadingState text={text.loadingVehicles} /> : null}
      {!loading && !error ? (
        cars.length === 0 ? (
          <p className={fieldStyles.hint}>{text.noVehicles}</p>
        ) : (
          <Tiles as="ul" space="md" minItemWidth={260} repeat="fill" role="list">
            {cars.map((car) => {
              const selected = car.id === carId;
              return (
                <li key={car.id} className={styles.choiceItem}>
                  <button type="button" className={styles.choice} aria-pressed={selected} onClick={() => actor.send({ type: 'wizard.selectCar', carId: car.id })}>
                    <Inline as="span" space="sm" align="spaceBetween" alignY="baseline">
                      <span className={styles.choiceTitle}>
                        <bdi>{`${car.year} ${car.make} ${car.model}`}</bdi>
                      </span>
                      {selected ? <Badge tone="brandSolid">{text.selected}</Badge> : null}
                    </Inline>
                    <span className={styles.muted}>
                      {text.plate}: <Plate plate={car.license_plate} />
                      {car.color ? ` · ${car.color}` : ''}
                    </span>
                    {car.is_default ? <Badge tone="success">{text.defaultVehicle}</Badge> : null}
                  </button>
                </li>
              );
            })}
          </Tiles>
        )
      ) : null}

      {addVehicle ? (
        <VehicleForm form={addVehicle} id={formId} />
      ) : (
        <div>
          <Button variant="secondary" aria-controls={formId} aria-expanded={false} onClick={() => actor.send({ type: 'wizard.openCarForm' })}>
            {text.addVehicle}
          </Button>
        </div>
      )}
    </>
  );
}

function VehicleForm({ form, id }: { form: AddVehicleActor; id: string }) {
  const { error, saving, formRef, errorId, bind, submit } = useVehicleForm(form, id);
  return (
    <form ref={formRef} id={id} className={`${cardClass('inset', 'lg')} ${styles.vehicleForm}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={saving}>
      <Stack space="md">
        <Heading level={3} id={`${id}-title`}>
          {text.newVehicleTitle}
        </Heading>
        <Tiles space="md" minItemWidth={200}>
          <TextField id={`${id}-make`} label={text.make} requiredMark {...bind('make')} aria-required="true" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.make} />
          <TextField id={`${id}-model`} label={text.model} requiredMark {...bind('model')} aria-required="true" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.model} />
          <TextField id={`${id}-year`} label={text.year} requiredMark {...bind('year')} type="number" dir="ltr" inputMode="numeric" min={VEHICLE_YEAR_MIN} aria-required="true" />
          <TextField id={`${id}-color`} label={text.color} {...bind('color')} autoComplete="off" maxLength={VEHICLE_FIELD_MAX.color} />
          <TextField id={`${id}-plate`} label={text.licensePlate} requiredMark {...bind('license_plate')} dir="ltr" aria-required="true" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.license_plate} />
        </Tiles>
        {error ? (
          <Alert as="p" tone="error" id={errorId} role="alert">
            {error}
          </Alert>
        ) : null}
        <Inline space="sm">
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? text.savingVehicle : text.saveVehicle}
          </Button>
          <Button variant="quiet" onClick={() => form.send({ type: 'vehicle.cancel' })} disabled={saving}>
            {text.cancel}
          </Button>
        </Inline>
      </Stack>
      {saving ? (
        <span className="visually-hidden" role="status">
          {commonLabels.loading}
        </span>
      ) : null}
    </form>
  );
}
