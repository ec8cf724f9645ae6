// Dev only: the Stately inspector (`?inspect`), handed to every actor the app creates.
import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let current: Inspect | undefined;

/** Set once by main.tsx before the first render. */
export const setInspector = (inspect: Inspect | undefined) => {
  current = inspect;
};

/** Pass as `useActorRef(machine, { inspect: inspector() })` / `createActor(logic, { inspect: inspector() })`. */
export const inspector = (): Inspect | undefined => current;
