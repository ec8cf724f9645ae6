// Home (spec §1, §2): hero, the four claims, three featured services, why choose us, call to action.
import { Link } from 'wouter';
import { homeContent } from '../../domain/content';
import { FEATURED_SERVICES, MARKETING_STATS, MOST_POPULAR_INDEX } from '../../domain/constants';
import { servicesMessages } from '../../domain/messageAreas/services';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { CheckIcon } from '../components/icons';
import { ServiceCard, ServiceCardSkeleton } from '../components/ServiceCard';
import { activeServices, catalogueInput, catalogueMachine } from '../../machines/catalogue';
import { workshopFactsInput, workshopFactsMachine } from '../../machines/workshopFacts';
import { homeFigureText } from '../../domain/workshopSettings';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './HomePage.css';

export default function HomePage() {
  useDocumentTitle();
  const catalogue = useResource(catalogueMachine, catalogueInput);
  // The figures come from the server at runtime (the Settings page sets them); the page rendered ahead has none.
  const facts = useResource(workshopFactsMachine, workshopFactsInput);
  const figures = facts.data?.figures ?? null;
  const featured = activeServices(catalogue.data ?? []).slice(0, FEATURED_SERVICES);

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
            <div className={styles.heroActions}>
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
              <li key={stat.label}>
                <span className={styles.statValue}>
                  {figures ? <bdi>{homeFigureText(figures[stat.figure])}</bdi> : <span aria-hidden="true">—</span>}
                </span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="home-featured" aria-busy={catalogue.status === 'loading'}>
        <div className={ui.container}>
          <h2 id="home-featured" className={ui.sectionTitle}>
            {homeContent.featuredTitle}
          </h2>
          <p className={ui.sectionLead}>{homeContent.featuredLead}</p>
          {catalogue.status === 'loading' ? (
            <div className={`${ui.grid} ${styles.featuredGrid}`}>
              <span className="visually-hidden" role="status">
                {homeContent.loadingFeatured}
              </span>
              {Array.from({ length: FEATURED_SERVICES }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </div>
          ) : catalogue.status === 'error' ? (
            <ErrorState message={catalogue.error ?? servicesMessages.services.loadFailed} onRetry={catalogue.retry} />
          ) : catalogue.status === 'empty' ? (
            <EmptyState message={servicesMessages.services.empty} />
          ) : (
            <>
              <div className={`${ui.grid} ${styles.featuredGrid}`}>
                {featured.map((service, index) => (
                  <ServiceCard key={service.id} service={service} mostPopular={index === MOST_POPULAR_INDEX} />
                ))}
              </div>
              <div className={styles.moreLink}>
                <Link href="/services" className={buttonClass('secondary')}>
                  {homeContent.allServices}
                </Link>
              </div>
            </>
          )}
        </div>
      </section>

      <section className={`${ui.section} ${styles.whySection}`} aria-labelledby="home-why">
        <div className={ui.container}>
          <h2 id="home-why" className={ui.sectionTitle}>
            {homeContent.whyTitle}
          </h2>
          <p className={ui.sectionLead}>{homeContent.whyLead}</p>
          <ul className={styles.whyList}>
            {homeContent.why.map((point) => (
              <li key={point.title} className={styles.whyItem}>
                <span className={styles.whyIcon} aria-hidden="true">
                  <CheckIcon />
                </span>
                <div>
                  <h3 className={styles.whyTitle}>{point.title}</h3>
                  <p className={styles.whyText}>{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="home-cta">
        <div className={ui.container}>
          <div className={styles.cta}>
            <h2 id="home-cta" className={styles.ctaTitle}>
              {homeContent.ctaTitle}
            </h2>
            <p className={styles.ctaText}>{homeContent.ctaText}</p>
            <div className={styles.ctaActions}>
              <Link href="/book" className={buttonClass('accent')}>
                {homeContent.ctaButton}
              </Link>
              <Link href="/contact" className={buttonClass('secondary')}>
                {homeContent.ctaContact}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
