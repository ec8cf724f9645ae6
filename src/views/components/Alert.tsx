// A message in a tinted box: an error, a note, a success. Whether it is announced (role "alert" or "status") is the
// caller's to say, as only the caller knows whether it appears in answer to the user.
import type { HTMLAttributes, ReactNode } from 'react';
import * as ui from '../../styles/ui.css';
import * as styles from './Alert.css';

interface AlertProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  tone: keyof typeof ui.alert;
  as?: 'div' | 'p';
  className?: string;
  children: ReactNode;
}

export function Alert({ tone, as: Element = 'div', className, children, ...rest }: AlertProps) {
  return (
    <Element {...rest} className={[ui.alert[tone], styles.alert, className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
