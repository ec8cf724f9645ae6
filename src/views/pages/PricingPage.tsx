// /pricing: the price list of every active service by category, with its duration, its price (the original struck
// through and the discount, where there is one) and a link to book it. The catalogue comes from the same resource as
// the services page.
import { Link } from 'wouter';
import { formatDuration, navLabels } from '../../domain/content';
import { categoryLabel, discountPercent, formatMoney } from '../../domain/format';
import { messages } from '../../domain/messages';
import { pricingContent as content } from '../../domain/servicesContent';
import type { Service } from '../../domain/types';
import { activeServicesByCategory, catalogueInput, catalogueMachine } from '../../machines/catalogue';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { ClockIcon } from '../components/icons';
import { LoadingState } from '../components/LoadingState';
import { ServiceRating } from '../components/ServiceCard';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './PricingPage.css';

function PriceRow({ service }: { service: Service }) {
  const percent = discountPercent(service.price, service.originalPrice);
  const nameId = `price-${service.id}`;
  return (
    <li className={styles.row}>
      <div className={styles.service}>
        <h3 id={nameId} className={styles.name}>
          {service.name}
        </h3>
        <div className={styles.facts}>
          <span className={styles.duration}>
            <ClockIcon />
            <span className="visually-hidden">{content.duration}: </span>
            {formatDuration(service.duration_minutes)}
          </span>
          <ServiceRating service={service} />
        </div>
      </div>
      <p className={styles.price}>
        <span className="visually-hidden">{content.price}: </span>
        <span className={styles.amount}>{formatMoney(service.price)}</span>
        {percent > 0 && service.originalPrice ? (
          <>
            <s className={styles.originalPrice}>
              <span className="visually-hidden">{content.originalPrice}: </span>
              {formatMoney(service.originalPrice)}
            </s>
            <span className={styles.discount}>{content.discount(percent)}</span>
          </>
        ) : null}
      </p>
      <Link href={`/book?service=${encodeURIComponent(service.id)}`} className={`${buttonClass('primary')} ${styles.book}`} aria-describedby={nameId}>
        {content.book}
      </Link>
    </li>
  );
}

export default function PricingPage() {
  useDocumentTitle(navLabels.pricing);
  const catalogue = useResource(catalogueMachine, catalogueInput);
  const groups = activeServicesByCategory(catalogue.data ?? []);

  return (
    <div className={ui.container}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{content.title}</h1>
        <p className={styles.lead}>{content.lead}</p>
        <p className={styles.taxNote}>{content.taxNote}</p>
      </header>

      <section aria-label={content.title} aria-busy={catalogue.status === 'loading'}>
        {catalogue.status === 'loading' ? (
          <LoadingState text={content.loading} />
        ) : catalogue.status === 'error' ? (
          <ErrorState message={catalogue.error ?? messages.services.loadFailed} onRetry={catalogue.retry} />
        ) : catalogue.status === 'empty' ? (
          <EmptyState message={messages.services.empty} />
        ) : (
          <div className={styles.categories}>
            {groups.map(({ category, services }) => (
              <section key={category} className={styles.category} aria-labelledby={`prices-${category}`}>
                <h2 id={`prices-${category}`} className={styles.categoryTitle}>
                  {categoryLabel(category)}
                </h2>
                <ul className={styles.rows}>
                  {services.map((service) => (
                    <PriceRow key={service.id} service={service} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>

      <p className={styles.more}>
        {content.detailsLead} <Link href="/services">{content.detailsLink}</Link>
      </p>
    </div>
  );
}
