// The side effects every flow may ask the shell for: toasts and navigation. A machine declares `notify` and/or
// `navigate` actions as no-ops; `useFlowEffects` provides the real ones, once, for every page.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AnyStateMachine } from 'xstate';
import type { NavigateParams, Notice } from '../../machines/notice';
import { loadToasts } from './toastLibrary';

/** One toast per sentence: a repeated notice refreshes its toast instead of stacking copies. */
export const showNotice = ({ kind, message }: Notice): void => {
  void loadToasts().then(
    ({ default: toast }) => void (kind === 'success' ? toast.success(message, { id: message }) : toast.error(message, { id: message })),
    // Without its library (offline) a toast is dropped; the page itself still shows the outcome.
    () => undefined,
  );
};

type NavigateOptions = Omit<NavigateParams, 'to'>;

/** A navigate function that never changes identity, for machine logic built once per page. */
export function useStableNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useRef((to: string, options?: NavigateOptions) => latest.current(to, options)).current;
}

/**
 * The machine with the shell's `notify` (a toast) and `navigate` actions provided, made once per component. A
 * machine that declares neither is returned with nothing changed in behaviour.
 */
export function useFlowEffects<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const navigate = useStableNavigate();
  return useMemo(
    () =>
      machine.provide({
        actions: {
          notify: (_: unknown, notice: Notice) => showNotice(notice),
          navigate: (_: unknown, { to, ...options }: NavigateParams) => navigate(to, options),
        },
      } as Parameters<TMachine['provide']>[0]) as TMachine,
    [machine, navigate],
  );
}
