// The catalogue (spec §2 /services): category filter, service cards, how it works, satisfaction guarantee.
import { Link, useSearchParams } from 'wouter';
import { navLabels } from '../../domain/content';
import { servicesContent as content } from '../../domain/servicesContent';
import { CATEGORY_QUERY, MOST_POPULAR_INDEX } from '../../domain/constants';
import { categoryLabel } from '../../domain/format';
import { messages } from '../../domain/messages';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { ShieldIcon } from '../components/icons';
import { ServiceCard, ServiceCardSkeleton } from '../components/ServiceCard';
import { activeServices, catalogueInput, catalogueMachine, categoriesOf } from '../../machines/catalogue';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import * as styles from './ServicesPage.css';

const SKELETON_CARDS = 6;
const ALL = 'all';

export default function ServicesPage() {
  useDocumentTitle(navLabels.services);
  const catalogue = useResource(catalogueMachine, catalogueInput);
  // The chosen category lives in the URL (?category=…), so links can open the page filtered.
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(CATEGORY_QUERY) ?? ALL;
  const setSelected = (category: string) =>
    setSearchParams(category === ALL ? {} : { [CATEGORY_QUERY]: category }, { replace: true });

  const all = catalogue.data ?? [];
  const categories = categoriesOf(all);
  const shown = activeServices(all).filter((service) => selected === ALL || service.category === selected);
  const selectedLabel = selected === ALL ? null : categoryLabel(selected);

  return (
    <>
      <div className={ui.container}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.lead}>{content.lead}</p>
        </header>

        <section className={styles.catalogue} aria-label={content.title} aria-busy={catalogue.status === 'loading'}>
          {catalogue.status === 'loading' ? (
            <div className={ui.grid}>
              <span className="visually-hidden" role="status">
                {content.loading}
              </span>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </div>
          ) : catalogue.status === 'error' ? (
            <ErrorState message={catalogue.error ?? messages.services.loadFailed} onRetry={catalogue.retry} />
          ) : catalogue.status === 'empty' ? (
            <EmptyState message={messages.services.empty} />
          ) : (
            <>
              <div className={styles.filters} role="group" aria-label={content.filterLabel}>
                {[ALL, ...categories].map((category) => (
                  <button
                    key={category}
                    type="button"
                    className={styles.chip}
                    aria-pressed={selected === category}
                    onClick={() => setSelected(category)}
                  >
                    {category === ALL ? content.allCategories : categoryLabel(category)}
                  </button>
                ))}
              </div>
              <p className="visually-hidden" role="status">
                {content.showing(shown.length, selectedLabel)}
              </p>
              {shown.length === 0 ? (
                <EmptyState message={selectedLabel ? messages.services.emptyCategory(selectedLabel) : messages.services.empty} />
              ) : (
                <div className={ui.grid}>
                  {shown.map((service, index) => (
                    <ServiceCard key={service.id} service={service} mostPopular={index === MOST_POPULAR_INDEX} headingLevel={2} />
                  ))}
                </div>
              )}
            </>
          )}
        </section>
      </div>

      <section className={ui.section} aria-labelledby="how-it-works">
        <div className={ui.container}>
          <h2 id="how-it-works" className={ui.sectionTitle}>
            {content.howTitle}
          </h2>
          <p className={ui.sectionLead}>{content.howLead}</p>
          <ol className={styles.steps}>
            {content.howSteps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="guarantee">
        <div className={ui.container}>
          <div className={styles.guarantee}>
            <span className={styles.guaranteeIcon} aria-hidden="true">
              <ShieldIcon />
            </span>
            <div className={styles.guaranteeBody}>
              <h2 id="guarantee" className={styles.guaranteeTitle}>
                {content.guaranteeTitle}
              </h2>
              <p className={styles.guaranteeText}>{content.guaranteeText}</p>
              <Link href="/book" className={buttonClass('primary')}>
                {content.guaranteeCta}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
