// Step 2: the customer's saved vehicles as toggle buttons, and the Add New Vehicle form.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { bookingContent as text } from '../../domain/bookingContent';
import { commonLabels } from '../../domain/content';
import type { AddVehicleActor } from '../../machines/addVehicle';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { ErrorState } from '../components/ErrorState';
import { Field } from '../components/Field';
import { LoadingState } from '../components/LoadingState';
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
          <ul className={styles.plainList} role="list">
            {cars.map((car) => {
              const selected = car.id === carId;
              return (
                <li key={car.id} className={styles.listItem}>
                  <button type="button" className={styles.choice} aria-pressed={selected} onClick={() => actor.send({ type: 'wizard.selectCar', carId: car.id })}>
                    <span className={styles.choiceRow}>
                      <span className={styles.choiceTitle}>
                        <bdi>{`${car.year} ${car.make} ${car.model}`}</bdi>
                      </span>
                      {selected ? <span className={styles.selectedBadge}>{text.selected}</span> : null}
                    </span>
                    <span className={styles.muted}>
                      {text.plate}: <Plate plate={car.license_plate} />
                      {car.color ? ` · ${car.color}` : ''}
                    </span>
                    {car.is_default ? <span className={styles.defaultBadge}>{text.defaultVehicle}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}

      <div className={styles.vehicleActions}>
        {addVehicle ? (
          <VehicleForm form={addVehicle} id={formId} />
        ) : (
          <button type="button" className={buttonClass('secondary')} aria-controls={formId} aria-expanded={false} onClick={() => actor.send({ type: 'wizard.openCarForm' })}>
            {text.addVehicle}
          </button>
        )}
      </div>
    </>
  );
}

function VehicleForm({ form, id }: { form: AddVehicleActor; id: string }) {
  const { values, error, saving, formRef, errorId, aria, change, submit } = useVehicleForm(form, id);
  return (
    <form ref={formRef} id={id} className={styles.vehicleForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={saving}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {text.newVehicleTitle}
      </h3>
      <div className={styles.formGrid}>
        <Field id={`${id}-make`} label={text.make} required>
          {(control) => <input {...control} {...aria('make')} className={fieldStyles.input} value={values.make} onChange={change('make')} aria-required="true" autoComplete="off" maxLength={40} />}
        </Field>
        <Field id={`${id}-model`} label={text.model} required>
          {(control) => <input {...control} {...aria('model')} className={fieldStyles.input} value={values.model} onChange={change('model')} aria-required="true" autoComplete="off" maxLength={40} />}
        </Field>
        <Field id={`${id}-year`} label={text.year} required>
          {(control) => (
            <input {...control} {...aria('year')} className={fieldStyles.input} type="number" dir="ltr" inputMode="numeric" min={1990} value={values.year} onChange={change('year')} aria-required="true" />
          )}
        </Field>
        <Field id={`${id}-color`} label={text.color}>
          {(control) => <input {...control} {...aria('color')} className={fieldStyles.input} value={values.color} onChange={change('color')} autoComplete="off" maxLength={30} />}
        </Field>
        <Field id={`${id}-plate`} label={text.licensePlate} required>
          {(control) => (
            <input {...control} {...aria('license_plate')} className={fieldStyles.input} value={values.license_plate} onChange={change('license_plate')} dir="ltr" aria-required="true" autoComplete="off" maxLength={15} />
          )}
        </Field>
      </div>
      {error ? (
        <p id={errorId} className={`${ui.alert.error} ${styles.formError}`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? text.savingVehicle : text.saveVehicle}
        </button>
        <button type="button" className={buttonClass('quiet')} onClick={() => form.send({ type: 'vehicle.cancel' })} disabled={saving}>
          {text.cancel}
        </button>
      </div>
      {saving ? (
        <span className="visually-hidden" role="status">
          {commonLabels.loading}
        </span>
      ) : null}
    </form>
  );
}
