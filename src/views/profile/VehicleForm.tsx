// The Add Vehicle panel: Make*, Model*, Year*, Color, License Plate* (uppercased as typed) and 'Save Vehicle'. A refused
// save shows the form's one sentence and marks each field the schema refused (aria-invalid, described by that sentence).
import { useEffect, useRef } from 'react';
import { VEHICLE_YEAR_MIN } from '../../domain/constants';
import { vehiclesContent as content } from '../../domain/profileContent';
import { vehicleYearMax } from '../../domain/schemas';
import type { AddVehicleActor } from '../../machines/addVehicle';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { Field } from '../components/Field';
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
        <Field id={`${id}-make`} label={content.make} required>
          {(control) => (
            <input {...control} {...aria('make')} ref={firstRef} aria-required="true" className={fieldStyles.input} value={values.make} onChange={change('make')} autoComplete="off" maxLength={40} />
          )}
        </Field>
        <Field id={`${id}-model`} label={content.model} required>
          {(control) => <input {...control} {...aria('model')} aria-required="true" className={fieldStyles.input} value={values.model} onChange={change('model')} autoComplete="off" maxLength={40} />}
        </Field>
        <Field id={`${id}-year`} label={content.year} required>
          {(control) => (
            <select {...control} {...aria('year')} aria-required="true" className={fieldStyles.input} value={values.year} onChange={change('year')}>
              <option value="">{content.yearPlaceholder}</option>
              {yearOptions().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-color`} label={content.color}>
          {(control) => <input {...control} {...aria('color')} className={fieldStyles.input} value={values.color} onChange={change('color')} autoComplete="off" maxLength={30} />}
        </Field>
        <div className={styles.wide}>
          <Field id={`${id}-plate`} label={content.licensePlate} required>
            {(control) => (
              <input {...control} {...aria('license_plate')} aria-required="true" className={fieldStyles.input} value={values.license_plate} onChange={change('license_plate')} dir="ltr" autoComplete="off" maxLength={15} />
            )}
          </Field>
        </div>
      </div>
      {error ? (
        <p id={errorId} className={ui.alert.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={adding} aria-busy={adding}>
          {adding ? content.saving : content.save}
        </button>
      </div>
    </form>
  );
}
