// A list of points, each after a green tick (what a service includes, why to choose the workshop).
import type { ReactNode } from 'react';
import * as styles from './CheckList.css';
import { CheckIcon } from './icons';
import { Stack } from './Stack';

export function CheckList({ size = 'md', children }: { size?: keyof typeof styles.size; children: ReactNode }) {
  return (
    <Stack as="ul" space={size === 'sm' ? 'xs' : 'sm'} className={styles.size[size]}>
      {children}
    </Stack>
  );
}

export function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.tick}>
        <CheckIcon />
      </span>
      {children}
    </li>
  );
}

/** A line without a tick, lined up with the points' text. */
export function CheckListNote({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={className ? `${styles.untickedItem} ${className}` : styles.untickedItem}>{children}</li>;
}
