// The app's button. While `busy` it is disabled, says so (aria-busy) and shows its busy label ("Saving…").
// A link dressed as the same button takes `buttonClass` (./buttonClass).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonClass';

export type { ButtonSize, ButtonVariant } from './buttonClass';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  variant: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  /** The label shown while busy; the usual one when there is none. */
  busyLabel?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Button({ variant, size, busy = false, busyLabel, type = 'button', disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
