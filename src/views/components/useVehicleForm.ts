// What both Add Vehicle forms (the wizard's step 2 and the profile's vehicles) read from the addVehicle machine and
// send to it: each control's value, change and aria state, the form's sentence, saving, and focus on the first refused
// field.
import { useSelector } from '@xstate/react';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import {
  selectVehicleFieldErrors,
  selectVehicleMessage,
  selectVehicleRejectedSubmits,
  selectVehicleSaving,
  selectVehicleValues,
  type AddVehicleActor,
  type VehicleField,
} from '../../machines/addVehicle';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export function useVehicleForm(form: AddVehicleActor, id: string) {
  const values = useSelector(form, selectVehicleValues);
  const error = useSelector(form, selectVehicleMessage);
  const fieldErrors = useSelector(form, selectVehicleFieldErrors);
  const saving = useSelector(form, selectVehicleSaving);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, useSelector(form, selectVehicleRejectedSubmits));
  const errorId = `${id}-error`;
  /** Invalid when the schema or the server refused the field, described by the form's sentence. */
  const aria = (field: VehicleField) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  const change = (field: VehicleField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.send({ type: 'vehicle.change', field, value: event.target.value });
  return {
    error,
    saving,
    formRef,
    errorId,
    /** A control's value, change event and aria state, all named by the field. */
    bind: (field: VehicleField) => ({ value: values[field], onChange: change(field), ...aria(field) }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (!saving) form.send({ type: 'vehicle.submit' });
    },
  };
}
