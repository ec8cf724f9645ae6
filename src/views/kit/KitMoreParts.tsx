// The kit's smaller parts: headings and text, tiles, badges, alerts, spinners, the centred notice, and the field
// shells around a text or password input, a checkbox and filter chips.
import { useState } from 'react';
import { accountContent } from '../../domain/accountContent';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '../../domain/constants';
import { BOOKING_FILTER_LABELS, myBookingsContent } from '../../domain/myBookingsContent';
import { contactContent } from '../../domain/contactContent';
import { Alert } from '../components/Alert';
import { Badge, type BadgeTone } from '../components/Badge';
import { Checkbox } from '../components/Checkbox';
import { FilterChips } from '../components/FilterChips';
import { Heading, type HeadingSize } from '../components/Heading';
import { IconBadge } from '../components/IconBadge';
import { CheckIcon } from '../components/icons';
import { Inline } from '../components/Inline';
import { Notice } from '../components/Notice';
import { PageSection } from '../components/PageSection';
import { PasswordField } from '../components/PasswordField';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { StatusBadge } from '../components/StatusBadge';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import * as styles from './KitPage.css';
import { kitLabels } from './kitLabels';

const HEADING_SIZES: readonly HeadingSize[] = ['display', 'xl', 'lg', 'md'];
const BADGE_TONES: readonly BadgeTone[] = ['brand', 'success', 'warning', 'danger', 'info', 'violet', 'brandSolid', 'successSolid', 'neutral'];
const FILTERS = ['all', 'pending', 'completed'] as const;

export function KitMoreParts() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  return (
    <>
      <PageSection tone="card" heading={kitLabels.type}>
        {HEADING_SIZES.map((size) => (
          <Heading key={size} level={3} size={size} tone={size === 'display' ? 'brand' : undefined}>
            {kitLabels.headingSizes(size)}
          </Heading>
        ))}
        <code>{kitLabels.textStyles}</code>
        <Text size="lg">{contactContent.intro}</Text>
        <Text size="sm" tone="muted">
          {contactContent.requiredNote}
        </Text>
        <Text size="xs" tone="muted" weight="bold" caps>
          {myBookingsContent.vehicle}
        </Text>
        <Text tone="success" weight="semibold">
          {contactContent.replyPromise}
        </Text>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.tiles}>
        <code>{kitLabels.tilesFit}</code>
        <Tiles space="sm" minItemWidth={160}>
          {BOOKING_STATUSES.map((status) => (
            <span key={status} className={styles.sample}>
              {BOOKING_STATUS_LABELS[status]}
            </span>
          ))}
        </Tiles>
        <code>{kitLabels.tilesColumns}</code>
        <Tiles space="sm" columns={2} collapseBelow="narrow">
          <span className={styles.sample}>{myBookingsContent.date}</span>
          <span className={styles.sample}>{myBookingsContent.time}</span>
        </Tiles>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.badges}>
        <Inline space="sm">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} caps={tone === 'successSolid'}>
              {tone}
            </Badge>
          ))}
        </Inline>
        <Inline space="sm">
          {BOOKING_STATUSES.map((status) => (
            <StatusBadge key={status} status={status}>
              {BOOKING_STATUS_LABELS[status]}
            </StatusBadge>
          ))}
        </Inline>
        <Inline space="md">
          {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <IconBadge key={size} tone="success" size={size}>
              <CheckIcon />
            </IconBadge>
          ))}
          <IconBadge tone="brand" size="md">
            1
          </IconBadge>
        </Inline>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.notes}>
        <Alert tone="info">{contactContent.replyPromise}</Alert>
        <Alert tone="success">{contactContent.successHeading}</Alert>
        <Alert tone="error">{contactContent.tryAgain}</Alert>
        <Inline space="md">
          <Spinner />
          <Spinner size="panel" />
          <Spinner size="screen" />
        </Inline>
        <Notice icon={<CheckIcon />} iconTone="success" heading={<Heading level={3}>{contactContent.successHeading}</Heading>}>
          <Text tone="muted">{contactContent.replyPromise}</Text>
        </Notice>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.formParts}>
        <Stack space="md">
          <TextField id="kit-text-field" label={accountContent.register.fullName} hint={accountContent.register.phoneHint} requiredMark />
          <PasswordField id="kit-password-field" label={accountContent.passwordLabel} hint={accountContent.register.passwordHint} />
          <Checkbox label={accountContent.login.rememberMe} />
          <Checkbox label={accountContent.login.rememberMe} hint={accountContent.register.phoneHint} />
          <FilterChips
            label={myBookingsContent.filterLabel}
            options={FILTERS.map((value) => ({ value, label: BOOKING_FILTER_LABELS[value] }))}
            selected={filter}
            onSelect={setFilter}
          />
        </Stack>
      </PageSection>
    </>
  );
}
