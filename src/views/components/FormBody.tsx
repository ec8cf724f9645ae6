// A form's fields one below the other, under the sentence of a refused submit (announced when it appears).
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Stack } from './Stack';

interface FormBodyProps {
  error?: ReactNode;
  /** The sentence's id, when the form is described by it. */
  errorId?: string;
  children: ReactNode;
}

export function FormBody({ error, errorId, children }: FormBodyProps) {
  return (
    <Stack space="md">
      {error ? (
        <Alert tone="error" id={errorId} role="alert">
          {error}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}
