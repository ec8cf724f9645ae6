// The catalogue (spec §2 /services): category filter, service cards, how it works, satisfaction guarantee.
import { Link, useSearchParams } from 'wouter';
import { ADDONS_CATEGORY, CATEGORY_QUERY, MOST_POPULAR_INDEX } from '../../domain/constants';
import { navLabels } from '../../domain/content';
import { categoryLabel } from '../../domain/format';
import { messages } from '../../domain/messages';
import { servicesContent as content } from '../../domain/servicesContent';
import { activeServices, catalogueInput, catalogueMachine, categoriesOf } from '../../machines/catalogue';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FilterChips } from '../components/FilterChips';
import { Heading } from '../components/Heading';
import { IconBadge } from '../components/IconBadge';
import { ShieldIcon } from '../components/icons';
import { PageHero } from '../components/PageHero';
import { ServiceCard } from '../components/ServiceCard';
import { ServiceCardSkeleton } from '../components/ServiceCardSkeleton';
import { SiteSection } from '../components/SiteSection';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import { cardClass } from '../components/cardClass';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import { AddonsSection } from './AddonsSection';
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
  const categories = [ALL, ...categoriesOf(all)];
  const shown = activeServices(all).filter((service) => selected === ALL || service.category === selected);
  const selectedLabel = selected === ALL ? null : categoryLabel(selected);
  // the add-ons are no longer sold alone: their category opens on them, with the way to book a service
  const addonsFirst = selected === ADDONS_CATEGORY && shown.length === 0;

  return (
    <>
      <PageHero tone="plain" title={content.title} lead={content.lead} />
      {addonsFirst ? <AddonsSection /> : null}

      <div className={ui.container}>
        <section className={styles.catalogue} aria-label={content.title} aria-busy={catalogue.status === 'loading'}>
          {catalogue.status === 'loading' ? (
            <Tiles space="lg" minItemWidth={300} repeat="fill">
              <span className="visually-hidden" role="status">
                {content.loading}
              </span>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <ServiceCardSkeleton key={index} />
              ))}
            </Tiles>
          ) : catalogue.status === 'error' ? (
            <ErrorState message={catalogue.error ?? messages.services.loadFailed} onRetry={catalogue.retry} />
          ) : catalogue.status === 'empty' ? (
            <EmptyState message={messages.services.empty} />
          ) : (
            <Stack space="xl">
              <FilterChips
                label={content.filterLabel}
                align="center"
                options={categories.map((category) => ({ value: category, label: category === ALL ? content.allCategories : categoryLabel(category) }))}
                selected={selected}
                onSelect={setSelected}
              />
              <p className="visually-hidden" role="status">
                {content.showing(shown.length, selectedLabel)}
              </p>
              {addonsFirst ? null : shown.length === 0 ? (
                <EmptyState message={selectedLabel ? messages.services.emptyCategory(selectedLabel) : messages.services.empty} />
              ) : (
                <Tiles space="lg" minItemWidth={300} repeat="fill">
                  {shown.map((service, index) => (
                    <ServiceCard key={service.id} service={service} mostPopular={index === MOST_POPULAR_INDEX} headingLevel={2} />
                  ))}
                </Tiles>
              )}
            </Stack>
          )}
        </section>
      </div>

      {addonsFirst ? null : <AddonsSection />}

      <SiteSection headingId="how-it-works" heading={content.howTitle} lead={content.howLead}>
        <Tiles as="ol" space="lg" minItemWidth={220}>
          {content.howSteps.map((step, index) => (
            <Stack as="li" key={step.title} space="sm" align="center" className={cardClass()}>
              <IconBadge tone="brand" size="md">
                {index + 1}
              </IconBadge>
              <Heading level={3}>{step.title}</Heading>
              <Text size="sm" tone="muted">
                {step.text}
              </Text>
            </Stack>
          ))}
        </Tiles>
      </SiteSection>

      <section className={ui.section} aria-labelledby="guarantee">
        <div className={ui.container}>
          <div className={`${cardClass('card', 'xl')} ${styles.guarantee}`}>
            <IconBadge tone="brandAccent" size="xl">
              <ShieldIcon />
            </IconBadge>
            <Stack space="sm" className={styles.guaranteeBody}>
              <Heading level={2} id="guarantee" tone="brand">
                {content.guaranteeTitle}
              </Heading>
              <Text>{content.guaranteeText}</Text>
              <Link href="/book" className={buttonClass('primary')}>
                {content.guaranteeCta}
              </Link>
            </Stack>
          </div>
        </div>
      </section>
    </>
  );
}
