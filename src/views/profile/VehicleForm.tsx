// The Add Vehicle panel: Make*, Model*, Year*, Color, License Plate* (uppercased as typed) and 'Save Vehicle'. A refused
// save shows the form's one sentence and marks each field the schema refused (aria-invalid, described by that sentence).
import { useEffect, useRef } from 'react';
import { VEHICLE_YEAR_MIN } from '../../domain/constants';
import { vehiclesContent as content } from '../../domain/profileContent';
import { vehicleYearMax } from '../../domain/schemas';
import type { AddVehicleActor } from '../../machines/addVehicle';
import * as ui from '../../styles/ui.css';
import { FormField } from '../components/FormField';
import { RequiredLabel } from '../components/RequiredLabel';
import { useVehicleForm } from '../components/useVehicleForm';
import * as styles from './ProfilePage.css';

/** Newest first, as people look for recent years. */
const yearOptions = () => Array.from({ length: vehicleYearMax() - VEHICLE_YEAR_MIN + 1 }, (_, index) => String(vehicleYearMax() - index));

export function VehicleForm({ form, id }: { form: AddVehicleActor; id: string }) {
  const { values, error, saving: adding, formRef, errorId, aria, change, submit } = useVehicleForm(form, id);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);

  return (
    <form ref={formRef} id={id} className={styles.vehicleForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={adding}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {content.formTitle}
      </h3>
      <div className={styles.fieldGrid}>
        <FormField id={`${id}-make`} label={<RequiredLabel>{content.make}</RequiredLabel>}>
          {(control) => (
            <input {...control} {...aria('make')} ref={firstRef} aria-required="true" className={ui.input} value={values.make} onChange={change('make')} autoComplete="off" maxLength={40} />
          )}
        </FormField>
        <FormField id={`${id}-model`} label={<RequiredLabel>{content.model}</RequiredLabel>}>
          {(control) => <input {...control} {...aria('model')} aria-required="true" className={ui.input} value={values.model} onChange={change('model')} autoComplete="off" maxLength={40} />}
        </FormField>
        <FormField id={`${id}-year`} label={<RequiredLabel>{content.year}</RequiredLabel>}>
          {(control) => (
            <select {...control} {...aria('year')} aria-required="true" className={ui.input} value={values.year} onChange={change('year')}>
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
          {(control) => <input {...control} {...aria('color')} className={ui.input} value={values.color} onChange={change('color')} autoComplete="off" maxLength={30} />}
        </FormField>
        <div className={styles.wide}>
          <FormField id={`${id}-plate`} label={<RequiredLabel>{content.licensePlate}</RequiredLabel>}>
            {(control) => (
              <input {...control} {...aria('license_plate')} aria-required="true" className={ui.input} value={values.license_plate} onChange={change('license_plate')} dir="ltr" autoComplete="off" maxLength={15} />
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
