// The side effects every page wires into its machine with `provide`: toasts and navigation.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Notice } from '../../machines/notice';
import { loadToasts } from './toastLibrary';

/** One toast per sentence: a repeated notice refreshes its toast instead of stacking copies. */
export const showNotice = ({ kind, message }: Notice): void => {
  void loadToasts().then(
    ({ default: toast }) => void (kind === 'success' ? toast.success(message, { id: message }) : toast.error(message, { id: message })),
    // Without its library (offline) a toast is dropped; the page itself still shows the outcome.
    () => undefined,
  );
};

/** A navigate function that never changes identity, for machine logic built once per page. */
type NavigateOptions = { replace?: boolean; state?: unknown };

export function useStableNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useRef((to: string, options?: NavigateOptions) => latest.current(to, options)).current;
}
