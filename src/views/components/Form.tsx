// A form whose controls are disabled until the app has taken over the page: text typed into a page rendered at build
// time before that would be lost, and a submit would post the form natively (the password in the address).
import type { ComponentPropsWithRef } from 'react';
import * as ui from '../../styles/ui.css';
import { useHydrated } from './hydration';

export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className={ui.formControls} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
