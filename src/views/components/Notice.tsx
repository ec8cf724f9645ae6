// A message that stands on its own, centred: an icon, the caller's heading (its level, its ref), the sentences and
// what to do next — a confirmation in place of a form, a payment's outcome, a page not found.
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { IconBadge } from './IconBadge';
import * as styles from './Notice.css';
import { Stack } from './Stack';

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className'> {
  icon?: ReactNode;
  /** Sets the icon on the large disc of this tone. */
  iconTone?: ComponentProps<typeof IconBadge>['tone'];
  heading?: ReactNode;
  space?: 'md' | 'lg';
  /** Room above and below, where the notice takes a form's place in its card. */
  padded?: boolean;
  children?: ReactNode;
}

export function Notice({ icon, iconTone, heading, space = 'md', padded = false, children, ...rest }: NoticeProps) {
  return (
    <Stack {...rest} space={space} align="center" className={padded ? `${styles.notice} ${styles.padded}` : styles.notice}>
      {iconTone ? (
        <IconBadge tone={iconTone} size="xl">
          {icon}
        </IconBadge>
      ) : (
        icon
      )}
      {heading}
      {children}
    </Stack>
  );
}
