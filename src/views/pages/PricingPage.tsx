// /pricing: the price list of every active service by category, with its duration, its price (the original struck
// through and the discount, where there is one) and a link to book it. The catalogue comes from the same resource as
// the services page.
import { Link } from 'wouter';
import { navLabels } from '../../domain/content';
import { categoryLabel, discountPercent, formatMoney } from '../../domain/format';
import { messages } from '../../domain/messages';
import { pricingContent as content } from '../../domain/servicesContent';
import type { Service } from '../../domain/types';
import { activeServicesByCategory, catalogueInput, catalogueMachine } from '../../machines/catalogue';
import * as ui from '../../styles/ui.css';
import { Alert } from '../components/Alert';
import { Badge } from '../components/Badge';
import { buttonClass } from '../components/buttonClass';
import { cardClass } from '../components/cardClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { PageHero } from '../components/PageHero';
import { ServiceRating } from '../components/ServiceCard';
import { ServiceDuration } from '../components/ServiceDuration';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { textClass } from '../components/textClass';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './PricingPage.css';

function PriceRow({ service }: { service: Service }) {
  const percent = discountPercent(service.price, service.originalPrice);
  const nameId = `price-${service.id}`;
  return (
    <li className={styles.row}>
      <Stack space="xs" className={styles.service}>
        <Heading level={3} id={nameId} className={styles.name}>
          {service.name}
        </Heading>
        <Inline space="md">
          <ServiceDuration minutes={service.duration_minutes} />
          <ServiceRating service={service} />
        </Inline>
      </Stack>
      <p className={styles.price}>
        <span className="visually-hidden">{content.price}: </span>
        <span className={styles.amount}>{formatMoney(service.price)}</span>
        {percent > 0 && service.originalPrice ? (
          <>
            <s className={textClass({ size: 'sm', tone: 'muted' })}>
              <span className="visually-hidden">{content.originalPrice}: </span>
              {formatMoney(service.originalPrice)}
            </s>
            <Badge tone="success">{content.discount(percent)}</Badge>
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
    <>
      <PageHero tone="plain" title={content.title} lead={content.lead}>
        <Alert as="p" tone="info" className={styles.taxNote}>
          {content.taxNote}
        </Alert>
      </PageHero>

      <Stack space="xl" className={`${ui.container} ${styles.body}`}>
        <section aria-label={content.title} aria-busy={catalogue.status === 'loading'}>
          {catalogue.status === 'loading' ? (
            <LoadingState text={content.loading} />
          ) : catalogue.status === 'error' ? (
            <ErrorState message={catalogue.error ?? messages.services.loadFailed} onRetry={catalogue.retry} />
          ) : catalogue.status === 'empty' ? (
            <EmptyState message={messages.services.empty} />
          ) : (
            <Stack space="lg">
              {groups.map(({ category, services }) => (
                <section key={category} className={`${cardClass('card', 'none')} ${styles.category}`} aria-labelledby={`prices-${category}`}>
                  <Heading level={2} id={`prices-${category}`} tone="brand" className={styles.categoryTitle}>
                    {categoryLabel(category)}
                  </Heading>
                  <ul className={styles.rows}>
                    {services.map((service) => (
                      <PriceRow key={service.id} service={service} />
                    ))}
                  </ul>
                </section>
              ))}
            </Stack>
          )}
        </section>

        <Text tone="muted" align="center">
          {content.detailsLead} <Link href="/services">{content.detailsLink}</Link>
        </Text>
      </Stack>
    </>
  );
}
