// The Add Vehicle panel: Make*, Model*, Year*, Color, License Plate* (uppercased as typed) and 'Save Vehicle'.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { VEHICLE_YEAR_MIN } from '../../domain/constants';
import { vehiclesContent as content } from '../../domain/profileContent';
import { vehicleYearMax } from '../../domain/schemas';
import type { VehicleField, VehiclesSnapshot } from '../../machines/vehicles';
import * as ui from '../../styles/ui.css';
import { FormField } from '../components/FormField';
import type { VehiclesActor } from './VehiclesCard';
import * as styles from './ProfilePage.css';

const selectForm = (snapshot: VehiclesSnapshot) => snapshot.context.form;
const selectFormError = (snapshot: VehiclesSnapshot) => snapshot.context.formError;
const selectAdding = (snapshot: VehiclesSnapshot) => snapshot.hasTag('adding');

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

export function VehicleForm({ actor, id }: { actor: VehiclesActor; id: string }) {
  const form = useSelector(actor, selectForm);
  const error = useSelector(actor, selectFormError);
  const adding = useSelector(actor, selectAdding);
  const firstRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;

  useEffect(() => firstRef.current?.focus(), []);

  const change = (field: VehicleField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    actor.send({ type: 'vehicles.change', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) actor.send({ type: 'vehicles.save' });
  };

  return (
    <form id={id} className={styles.vehicleForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={adding}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {content.formTitle}
      </h3>
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-make`} label={<RequiredLabel>{content.make}</RequiredLabel>}>
          {(control) => (
            <input {...control} ref={firstRef} aria-describedby={described} aria-required="true" className={ui.input} value={form.make} onChange={change('make')} autoComplete="off" maxLength={40} />
          )}
        </FormField>
        <FormField id={`${id}-model`} label={<RequiredLabel>{content.model}</RequiredLabel>}>
          {(control) => <input {...control} aria-describedby={described} aria-required="true" className={ui.input} value={form.model} onChange={change('model')} autoComplete="off" maxLength={40} />}
        </FormField>
        <FormField id={`${id}-year`} label={<RequiredLabel>{content.year}</RequiredLabel>}>
          {(control) => (
            <select {...control} aria-describedby={described} aria-required="true" className={ui.input} value={form.year} onChange={change('year')}>
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
          {(control) => <input {...control} className={ui.input} value={form.color} onChange={change('color')} autoComplete="off" maxLength={30} />}
        </FormField>
        <div className={styles.wide}>
          <FormField id={`${id}-plate`} label={<RequiredLabel>{content.licensePlate}</RequiredLabel>}>
            {(control) => (
              <input {...control} aria-describedby={described} aria-required="true" className={ui.input} value={form.licensePlate} onChange={change('licensePlate')} autoComplete="off" maxLength={15} />
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
