// The centred card every account page (sign in, create account, forgot and reset password) sits in: its icon, title
// and subtitle, the form, and the line under it.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './AuthCard.css';
import { Card } from './Card';
import { Heading } from './Heading';
import { IconBadge } from './IconBadge';
import { Stack } from './Stack';
import { Text } from './Text';

interface AuthCardProps {
  /** id of the heading; the card is labelled by it. */
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  icon?: ReactNode;
  /** The registration form needs a wider card. */
  wide?: boolean;
  /** The line under the form: where else to go ("No account? Sign up"). */
  elsewhere?: { lead?: string; href: string; label: string };
  children: ReactNode;
}

export function AuthCard({ id, title, subtitle, icon, wide = false, elsewhere, children }: AuthCardProps) {
  return (
    <div className={styles.shell}>
      <Card as="section" padding="xl" raised className={wide ? styles.wideCard : styles.card} aria-labelledby={id}>
        <Stack space="lg">
          <Stack as="header" space="md" align="center">
            {icon ? (
              <IconBadge tone="brand" size="lg">
                {icon}
              </IconBadge>
            ) : null}
            <Stack space="xs">
              <Heading level={1} id={id} align="center">
                {title}
              </Heading>
              <Text tone="muted" align="center">
                {subtitle}
              </Text>
            </Stack>
          </Stack>
          {children}
          {elsewhere ? (
            <p className={styles.footer}>
              {elsewhere.lead ? `${elsewhere.lead} ` : null}
              <Link href={elsewhere.href} className={styles.footerLink}>
                {elsewhere.label}
              </Link>
            </p>
          ) : null}
        </Stack>
      </Card>
    </div>
  );
}

/** The account forms' submit button, where the console's account pages import it from. */
export { SubmitButton } from './SubmitButton';
