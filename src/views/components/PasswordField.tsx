// The Field with a password input and its show/hide toggle.
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';

interface PasswordFieldProps extends Omit<ComponentProps<typeof PasswordInput>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <PasswordInput {...control} {...input} />}
    </Field>
  );
}
