// The Add Vehicle panel: Make*, Model*, Year*, Color, License Plate* (uppercased as typed) and 'Save Vehicle'. A refused
// save shows the form's one sentence and marks each field the schema refused (aria-invalid, described by that sentence).
import { useEffect, useRef } from 'react';
import { VEHICLE_FIELD_MAX, VEHICLE_YEAR_MIN } from '../../domain/constants';
import { vehiclesContent as content } from '../../domain/profileContent';
import { vehicleYearMax } from '../../domain/schemas';
import type { AddVehicleActor } from '../../machines/addVehicle';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { cardClass } from '../components/cardClass';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import { useVehicleForm } from '../components/useVehicleForm';
import * as styles from './ProfilePage.css';

/** Newest first, as people look for recent years. */
const yearOptions = () => Array.from({ length: vehicleYearMax() - VEHICLE_YEAR_MIN + 1 }, (_, index) => String(vehicleYearMax() - index));

export function VehicleForm({ form, id }: { form: AddVehicleActor; id: string }) {
  const { error, saving: adding, formRef, errorId, bind, submit } = useVehicleForm(form, id);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);

  return (
    <form ref={formRef} id={id} className={`${cardClass('inset')} ${styles.vehicleForm}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={adding}>
      <Stack space="md">
        <Heading level={3} id={`${id}-title`}>
          {content.formTitle}
        </Heading>
        <Tiles space="md" columns={2} collapseBelow="narrow">
          <TextField ref={firstRef} id={`${id}-make`} label={content.make} requiredMark {...bind('make')} aria-required="true" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.make} />
          <TextField id={`${id}-model`} label={content.model} requiredMark {...bind('model')} aria-required="true" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.model} />
          <Field id={`${id}-year`} label={content.year} required>
            {(control) => (
              <select {...control} {...bind('year')} aria-required="true" className={fieldStyles.input}>
                <option value="">{content.yearPlaceholder}</option>
                {yearOptions().map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField id={`${id}-color`} label={content.color} {...bind('color')} autoComplete="off" maxLength={VEHICLE_FIELD_MAX.color} />
          <div className={styles.wide}>
            <TextField id={`${id}-plate`} label={content.licensePlate} requiredMark {...bind('license_plate')} aria-required="true" dir="ltr" autoComplete="off" maxLength={VEHICLE_FIELD_MAX.license_plate} />
          </div>
        </Tiles>
        {error ? (
          <Alert as="p" tone="error" id={errorId} role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="primary" busy={adding} busyLabel={content.saving}>
            {content.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
