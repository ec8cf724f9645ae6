// The side effects every page wires into its machine with `provide`: toasts and navigation.
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import type { Notice } from '../../machines/notice';

/** One toast per sentence: a repeated notice refreshes its toast instead of stacking copies. */
export const showNotice = ({ kind, message }: Notice): void => void (kind === 'success' ? toast.success(message, { id: message }) : toast.error(message, { id: message }));

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
