// After a refused submit, the keyboard goes to the form's first invalid control (not while the customer types).
import { useEffect, type RefObject } from 'react';

/** `rejectedSubmits` is the form machine's count of submits its schema refused: each one moves focus again. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, rejectedSubmits: number) {
  useEffect(() => {
    if (rejectedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, rejectedSubmits]);
}
