// The Add Vehicle panel: Make*, Model*, Year*, Color, License Plate* (uppercased as typed) and 'Save Vehicle'.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { VEHICLE_YEAR_MIN } from '../../domain/constants';
import { vehiclesContent as content } from '../../domain/profileContent';
import { vehicleYearMax } from '../../domain/schemas';
import { selectVehicleMessage, selectVehicleSaving, selectVehicleValues, type AddVehicleActor, type VehicleField } from '../../machines/addVehicle';
import * as ui from '../../styles/ui.css';
import { FormField } from '../components/FormField';
import * as styles from './ProfilePage.css';

/** Newest first, as people look for recent years. */
const yearOptions = () => Array.from({ length: vehicleYearMax() - VEHICLE_YEAR_MIN + 1 }, (_, index) => String(vehicleYearMax() - index));

function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className={styles.required} aria-hidden="true">
        {' *'}
      </span>
    </>
  );
}

export function VehicleForm({ form, id }: { form: AddVehicleActor; id: string }) {
  const values = useSelector(form, selectVehicleValues);
  const error = useSelector(form, selectVehicleMessage);
  const adding = useSelector(form, selectVehicleSaving);
  const firstRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;

  useEffect(() => firstRef.current?.focus(), []);

  const change = (field: VehicleField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    form.send({ type: 'vehicle.change', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) form.send({ type: 'vehicle.submit' });
  };

  return (
    <form id={id} className={styles.vehicleForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={adding}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {content.formTitle}
      </h3>
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-make`} label={<RequiredLabel>{content.make}</RequiredLabel>}>
          {(control) => (
            <input {...control} ref={firstRef} aria-describedby={described} aria-required="true" className={ui.input} value={values.make} onChange={change('make')} autoComplete="off" maxLength={40} />
          )}
        </FormField>
        <FormField id={`${id}-model`} label={<RequiredLabel>{content.model}</RequiredLabel>}>
          {(control) => <input {...control} aria-describedby={described} aria-required="true" className={ui.input} value={values.model} onChange={change('model')} autoComplete="off" maxLength={40} />}
        </FormField>
        <FormField id={`${id}-year`} label={<RequiredLabel>{content.year}</RequiredLabel>}>
          {(control) => (
            <select {...control} aria-describedby={described} aria-required="true" className={ui.input} value={values.year} onChange={change('year')}>
              <option value="">{content.yearPlaceholder}</option>
              {yearOptions().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-color`} label={content.color}>
          {(control) => <input {...control} className={ui.input} value={values.color} onChange={change('color')} autoComplete="off" maxLength={30} />}
        </FormField>
        <div className={styles.wide}>
          <FormField id={`${id}-plate`} label={<RequiredLabel>{content.licensePlate}</RequiredLabel>}>
            {(control) => (
              <input {...control} aria-describedby={described} aria-required="true" className={ui.input} value={values.license_plate} onChange={change('license_plate')} autoComplete="off" maxLength={15} />
            )}
          </FormField>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={ui.alert.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.button.primary} disabled={adding} aria-busy={adding}>
          {adding ? content.saving : content.save}
        </button>
      </div>
    </form>
  );
}
