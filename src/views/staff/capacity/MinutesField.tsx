// A capacity setting in minutes chosen from a list (the start grid, the cleanup time); a stored value outside the
// list is offered too, so the form always shows what is in force.
import { capacityContent as content } from '../../../domain/console/workshopContent';
import { minuteChoices } from '../../../machines/capacityForm';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';

interface MinutesFieldProps {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  choices: readonly number[];
  value: string;
  onChange: (value: string) => void;
}

export function MinutesField({ id, label, hint, error, choices, value, onChange }: MinutesFieldProps) {
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      {(control) => (
        <select {...control} className={fieldStyles.input} value={value} onChange={(event) => onChange(event.target.value)} aria-required="true">
          {minuteChoices(choices, value).map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {content.minutes(minutes)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
