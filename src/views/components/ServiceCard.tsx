// One catalogue card, shared by the home page's featured services and the services page; once customers have rated
// the service, its average and how many ratings it is made of.
import { useId } from 'react';
import { Link } from 'wouter';
import { formatDuration, serviceCardLabels as labels } from '../../domain/content';
import { CARD_ITEMS_SHOWN } from '../../domain/constants';
import { categoryLabel, formatMoney } from '../../domain/format';
import type { Service } from '../../domain/types';
import { buttonClass } from './buttonClass';
import { CheckIcon, ClockIcon } from './icons';
import * as styles from './ServiceCard.css';

interface ServiceCardProps {
  service: Service;
  mostPopular?: boolean;
  /** The card title's level, one below the section heading it sits under. */
  headingLevel?: 2 | 3;
}

/** "4.7 ★ (23 ratings)", named in words; nothing before the first rating. */
export function ServiceRating({ service, className }: { service: Pick<Service, 'rating_average' | 'rating_count'>; className?: string }) {
  const { rating_average: average, rating_count: count } = service;
  if (average === null || average === undefined || !count) return null;
  return (
    <span className={`${styles.rating} ${className ?? ''}`} role="img" aria-label={labels.ratingName(average, count)}>
      <span className={styles.ratingAverage}>{labels.ratingAverage(average)}</span> {labels.ratingCount(count)}
    </span>
  );
}

export function ServiceCard({ service, mostPopular = false, headingLevel = 3 }: ServiceCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const saving = service.originalPrice && service.originalPrice > service.price ? service.originalPrice - service.price : 0;
  const shownItems = service.items.slice(0, CARD_ITEMS_SHOWN);
  const hiddenItems = service.items.length - shownItems.length;

  return (
    <article className={mostPopular ? `${styles.card} ${styles.popular}` : styles.card} aria-labelledby={titleId}>
      {mostPopular ? <span className={styles.popularBadge}>{labels.mostPopular}</span> : null}
      <div className={styles.header}>
        <span className={styles.category}>{categoryLabel(service.category)}</span>
        <Heading id={titleId} className={styles.title}>
          {service.name}
        </Heading>
        <ServiceRating service={service} />
      </div>
      <p className={styles.description}>{service.description}</p>

      <div className={styles.priceRow}>
        <span className={styles.price}>{formatMoney(service.price)}</span>
        {saving > 0 && service.originalPrice ? (
          <>
            <s className={styles.originalPrice}>
              <span className="visually-hidden">{labels.originalPrice}: </span>
              {formatMoney(service.originalPrice)}
            </s>
            <span className={styles.saving}>{labels.save(saving)}</span>
          </>
        ) : null}
      </div>

      {service.items.length > 0 ? (
        <ul className={styles.items}>
          {shownItems.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemIcon}>
                <CheckIcon />
              </span>
              {item.name}
            </li>
          ))}
          {hiddenItems > 0 ? <li className={styles.moreItems}>{labels.moreItems(hiddenItems)}</li> : null}
        </ul>
      ) : null}

      <div className={styles.footer}>
        <span className={styles.duration}>
          <ClockIcon />
          <span className="visually-hidden">{labels.duration}: </span>
          {formatDuration(service.duration_minutes)}
        </span>
        <Link
          href={`/book?service=${encodeURIComponent(service.id)}`}
          className={`${buttonClass(mostPopular ? 'accent' : 'primary')} ${styles.bookButton}`}
          aria-describedby={titleId}
        >
          {labels.bookNow}
        </Link>
      </div>
    </article>
  );
}

/** A grey placeholder of a card while the catalogue loads; hidden from assistive technology. */
export function ServiceCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonLine} style={{ width: '30%' }} />
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} style={{ width: '85%' }} />
      <div className={styles.skeletonPrice} />
      <div className={styles.skeletonLine} style={{ width: '60%' }} />
      <div className={styles.skeletonLine} style={{ width: '55%' }} />
      <div className={styles.skeletonButton} />
    </div>
  );
}
