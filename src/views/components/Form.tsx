// A form whose controls are disabled until the app has taken over the page: text typed into a page rendered at build
// time before that would be lost, and a submit would post the form natively (the password in the address).
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as ui from '../../styles/ui.css';
import { useHydrated } from './hydration';

// forwardRef, not a ref prop: the Preact build passes refs to function components only through it.
export const Form = forwardRef<HTMLFormElement, ComponentPropsWithoutRef<'form'>>(function Form({ children, ...props }, ref) {
  const hydrated = useHydrated();
  return (
    <form ref={ref} {...props}>
      <fieldset className={ui.formControls} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
});
