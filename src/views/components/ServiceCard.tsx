// One catalogue card, shared by the home page's featured services and the services page; once customers have rated
// the service, its average and how many ratings it is made of.
import { useId } from 'react';
import { Link } from 'wouter';
import { CARD_ITEMS_SHOWN } from '../../domain/constants';
import { serviceCardLabels as labels } from '../../domain/content';
import { categoryLabel, formatMoney } from '../../domain/format';
import type { Service } from '../../domain/types';
import { Badge } from './Badge';
import { wideButtonClass } from './buttonClass';
import { cardClass } from './cardClass';
import { CheckItem, CheckList, CheckListNote } from './CheckList';
import { Heading } from './Heading';
import { Inline } from './Inline';
import * as styles from './ServiceCard.css';
import { ServiceDuration } from './ServiceDuration';
import { Stack } from './Stack';
import { Text } from './Text';
import { textClass } from './textClass';

interface ServiceCardProps {
  service: Service;
  mostPopular?: boolean;
  /** The card title's level, one below the section heading it sits under. */
  headingLevel?: 2 | 3;
}

/** "4.7 ★ (23 ratings)", named in words; nothing before the first rating. */
export function ServiceRating({ service }: { service: Pick<Service, 'rating_average' | 'rating_count'> }) {
  const { rating_average: average, rating_count: count } = service;
  if (average === null || average === undefined || !count) return null;
  return (
    <span className={styles.rating} role="img" aria-label={labels.ratingName(average, count)}>
      <span className={styles.ratingAverage}>{labels.ratingAverage(average)}</span> {labels.ratingCount(count)}
    </span>
  );
}

export function ServiceCard({ service, mostPopular = false, headingLevel = 3 }: ServiceCardProps) {
  const titleId = useId();
  const saving = service.originalPrice && service.originalPrice > service.price ? service.originalPrice - service.price : 0;
  const shownItems = service.items.slice(0, CARD_ITEMS_SHOWN);
  const hiddenItems = service.items.length - shownItems.length;

  return (
    <article className={`${cardClass()} ${styles.card} ${mostPopular ? styles.popular : ''}`} aria-labelledby={titleId}>
      {mostPopular ? <span className={styles.popularBadge}>{labels.mostPopular}</span> : null}
      <Stack space="xs">
        <Badge tone="brand">{categoryLabel(service.category)}</Badge>
        <Heading level={headingLevel} id={titleId} size="lg" className={styles.title}>
          {service.name}
        </Heading>
        <ServiceRating service={service} />
      </Stack>
      <Text size="sm" tone="muted">
        {service.description}
      </Text>

      <Inline space="sm" alignY="baseline">
        <span className={styles.price}>{formatMoney(service.price)}</span>
        {saving > 0 && service.originalPrice ? (
          <>
            <s className={textClass({ size: 'sm', tone: 'muted' })}>
              <span className="visually-hidden">{labels.originalPrice}: </span>
              {formatMoney(service.originalPrice)}
            </s>
            <Badge tone="success">{labels.save(saving)}</Badge>
          </>
        ) : null}
      </Inline>

      {service.items.length > 0 ? (
        <CheckList size="sm">
          {shownItems.map((item) => (
            <CheckItem key={item.id}>{item.name}</CheckItem>
          ))}
          {hiddenItems > 0 ? <CheckListNote className={styles.moreItems}>{labels.moreItems(hiddenItems)}</CheckListNote> : null}
        </CheckList>
      ) : null}

      <Stack space="md" className={styles.footer}>
        <ServiceDuration minutes={service.duration_minutes} />
        <Link href={`/book?service=${encodeURIComponent(service.id)}`} className={wideButtonClass(mostPopular ? 'accent' : 'primary')} aria-describedby={titleId}>
          {labels.bookNow}
        </Link>
      </Stack>
    </article>
  );
}
