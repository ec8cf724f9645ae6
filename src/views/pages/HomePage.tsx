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
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { CheckIcon } from '../components/icons';
import { ServiceCardSkeleton } from '../components/ServiceCardSkeleton';
import { SiteSection } from '../components/SiteSection';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './HomePage.css';

// The cards show only once the catalogue has come: their code comes beside it, off the first page's download.
const loadServiceCard = () => import('../components/ServiceCard');
const ServiceCard = lazy(() => loadServiceCard().then(({ ServiceCard: component }) => ({ default: component })));

/** The featured cards' grid, holding grey cards while there is nothing to show yet. */
const skeletonGrid = () => (
  <div className={styles.cards}>
    {Array.from({ length: FEATURED_SERVICES }, (_, index) => (
      <ServiceCardSkeleton key={index} />
    ))}
  </div>
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
          <div className={styles.heroInner}>
            <p className={styles.eyebrow}>{homeContent.eyebrow}</p>
            <h1 id="home-title" className={styles.headline}>
              {homeContent.headline}
            </h1>
            <p className={styles.lead}>{homeContent.lead}</p>
            <div className={styles.actions}>
              <Link href="/book" className={buttonClass('accent')}>
                {homeContent.primaryCta}
              </Link>
              <Link href="/services" className={buttonClass('secondary')}>
                {homeContent.secondaryCta}
              </Link>
            </div>
          </div>
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
          <ul className={styles.stats}>
            {MARKETING_STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statValue}>
                  {figures ? <bdi>{homeFigureText(figures[stat.figure])}</bdi> : <span aria-hidden="true">—</span>}
                </span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
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
              <div className={styles.cards}>
                {featured.map((service, index) => (
                  <ServiceCard key={service.id} service={service} mostPopular={index === MOST_POPULAR_INDEX} />
                ))}
              </div>
            </Suspense>
            <div className={styles.moreServices}>
              <Link href="/services" className={buttonClass('secondary')}>
                {homeContent.allServices}
              </Link>
            </div>
          </>
        )}
      </SiteSection>

      <SiteSection headingId="home-why" heading={homeContent.whyTitle} lead={homeContent.whyLead} tone="surface">
        <ul className={styles.reasons}>
          {homeContent.why.map((point) => (
            <li key={point.title} className={styles.whyItem}>
              <span className={styles.whyTick} aria-hidden="true">
                <CheckIcon />
              </span>
              <div className={styles.whyText}>
                <h3 className={styles.whyTitle}>{point.title}</h3>
                <p className={styles.whyBody}>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
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
