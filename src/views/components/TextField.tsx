// The Field with its text input: label, required mark, hint and error tied to the input by ids. Every other attribute
// is the input's (a native `required` too; `requiredMark` is the label's asterisk with aria-required).
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './Field';
import * as fieldStyles from './Field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: ReactNode;
  requiredMark?: boolean;
  error?: string | null;
  hint?: ReactNode;
  trailing?: ReactNode;
  /** A class beside the input's own (tabular figures for a card number). */
  className?: string;
}

// forwardRef, not a ref prop: the Preact build passes refs to function components only through it.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, requiredMark, error, hint, trailing, className, ...input }, ref) {
  return (
    <Field id={id} label={label} required={requiredMark} error={error} hint={hint} trailing={trailing}>
      {(control) => <input ref={ref} {...control} {...input} className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input} />}
    </Field>
  );
});
