// Home (spec §1, §2): hero, the four claims, three featured services, why choose us, call to action.
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { homeContent } from '../../domain/content';
import { FEATURED_SERVICES, MARKETING_STATS, MOST_POPULAR_INDEX } from '../../domain/constants';
import { servicesMessages } from '../../domain/messageAreas/services';
import { homeFigureText } from '../../domain/workshopSettings';
import { activeServices, catalogueInput, catalogueMachine } from '../../machines/catalogue';
import { workshopFactsInput, workshopFactsMachine } from '../../machines/workshopFacts';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { CallToAction } from '../components/CallToAction';
import { cardClass } from '../components/cardClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { IconBadge } from '../components/IconBadge';
import { CheckIcon } from '../components/icons';
import { Inline } from '../components/Inline';
import { ServiceCardSkeleton } from '../components/ServiceCardSkeleton';
import { SiteSection } from '../components/SiteSection';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './HomePage.css';

// The cards show only once the catalogue has come: their code comes beside it, off the first page's download.
const loadServiceCard = () => import('../components/ServiceCard');
const ServiceCard = lazy(() => loadServiceCard().then(({ ServiceCard: component }) => ({ default: component })));

/** The featured cards' grid, holding grey cards while there is nothing to show yet. */
const skeletonGrid = () => (
  <Tiles space="lg" minItemWidth={300} repeat="fill">
    {Array.from({ length: FEATURED_SERVICES }, (_, index) => (
      <ServiceCardSkeleton key={index} />
    ))}
  </Tiles>
);

export default function HomePage() {
  useDocumentTitle();
  const catalogue = useResource(catalogueMachine, catalogueInput);
  // The figures come from the server at runtime (the Settings page sets them); the page rendered ahead has none.
  const facts = useResource(workshopFactsMachine, workshopFactsInput);
  const figures = facts.data?.figures ?? null;
  const featured = activeServices(catalogue.data ?? []).slice(0, FEATURED_SERVICES);
  useEffect(() => {
    void loadServiceCard();
  }, []);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={ui.container}>
          <Stack space="lg" className={styles.heroInner}>
            <p className={styles.eyebrow}>{homeContent.eyebrow}</p>
            <h1 id="home-title" className={styles.headline}>
              {homeContent.headline}
            </h1>
            <p className={styles.lead}>{homeContent.lead}</p>
            <Inline space="md">
              <Link href="/book" className={buttonClass('accent')}>
                {homeContent.primaryCta}
              </Link>
              <Link href="/services" className={buttonClass('secondary')}>
                {homeContent.secondaryCta}
              </Link>
            </Inline>
          </Stack>
        </div>
      </section>

      <section className={styles.statsWrap} aria-labelledby="home-stats" aria-busy={facts.status === 'loading'}>
        <div className={ui.container}>
          <h2 id="home-stats" className="visually-hidden">
            {homeContent.statsTitle}
          </h2>
          {facts.status === 'loading' ? (
            <span className="visually-hidden" role="status">
              {homeContent.statsLoading}
            </span>
          ) : null}
          <Tiles as="ul" space="lg" minItemWidth={120} className={cardClass('card', 'lg', true)}>
            {MARKETING_STATS.map((stat) => (
              <Stack as="li" key={stat.label} space="xs" align="center">
                <span className={styles.statValue}>
                  {figures ? <bdi>{homeFigureText(figures[stat.figure])}</bdi> : <span aria-hidden="true">—</span>}
                </span>
                <Text as="span" size="sm" tone="muted" weight="semibold">
                  {stat.label}
                </Text>
              </Stack>
            ))}
          </Tiles>
        </div>
      </section>

      <SiteSection headingId="home-featured" heading={homeContent.featuredTitle} lead={homeContent.featuredLead} busy={catalogue.status === 'loading'}>
        {catalogue.status === 'loading' ? (
          <>
            <span className="visually-hidden" role="status">
              {homeContent.loadingFeatured}
            </span>
            {skeletonGrid()}
          </>
        ) : catalogue.status === 'error' ? (
          <ErrorState message={catalogue.error ?? servicesMessages.services.loadFailed} onRetry={catalogue.retry} />
        ) : catalogue.status === 'empty' ? (
          <EmptyState message={servicesMessages.services.empty} />
        ) : (
          <>
            <Suspense fallback={skeletonGrid()}>
              <Tiles space="lg" minItemWidth={300} repeat="fill">
                {featured.map((service, index) => (
                  <ServiceCard key={service.id} service={service} mostPopular={index === MOST_POPULAR_INDEX} />
                ))}
              </Tiles>
            </Suspense>
            <Inline space="md" align="center">
              <Link href="/services" className={buttonClass('secondary')}>
                {homeContent.allServices}
              </Link>
            </Inline>
          </>
        )}
      </SiteSection>

      <SiteSection headingId="home-why" heading={homeContent.whyTitle} lead={homeContent.whyLead} tone="surface">
        <Tiles as="ul" space="lg" minItemWidth={280}>
          {homeContent.why.map((point) => (
            <li key={point.title} className={styles.whyItem}>
              <IconBadge tone="brandSoft" size="sm">
                <CheckIcon />
              </IconBadge>
              <Stack space="xs">
                <Heading level={3}>{point.title}</Heading>
                <Text size="sm" tone="muted">
                  {point.text}
                </Text>
              </Stack>
            </li>
          ))}
        </Tiles>
      </SiteSection>

      <div className={ui.section}>
        <div className={ui.container}>
          <CallToAction headingId="home-cta" heading={homeContent.ctaTitle} text={homeContent.ctaText}>
            <Link href="/book" className={buttonClass('accent')}>
              {homeContent.ctaButton}
            </Link>
            <Link href="/contact" className={buttonClass('secondary')}>
              {homeContent.ctaContact}
            </Link>
          </CallToAction>
        </div>
      </div>
    </>
  );
}
