// The services page's add-ons: what each costs and takes, and that they join a booking on its review step. They are
// not sold alone, so the one action is to book a service.
import { Link } from 'wouter';
import { formatMoney } from '../../domain/format';
import { servicesContent as content } from '../../domain/servicesContent';
import { activeServices, addonCatalogueInput, addonCatalogueMachine } from '../../machines/catalogue';
import { buttonClass } from '../components/buttonClass';
import { cardClass } from '../components/cardClass';
import { Heading } from '../components/Heading';
import { ServiceDuration } from '../components/ServiceDuration';
import { SiteSection } from '../components/SiteSection';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import { useResource } from '../components/useResource';
import { BOOK_HREF } from '../layout/navigation';
import * as styles from './ServicesPage.css';

/** Where the footer's and the catalogue's "Add ons" links lead. */
export const ADDONS_SECTION_ID = 'add-ons';

export function AddonsSection() {
  const addons = useResource(addonCatalogueMachine, addonCatalogueInput);
  if (addons.status === 'empty') return null;
  return (
    <SiteSection headingId={ADDONS_SECTION_ID} heading={content.addonsTitle} lead={content.addonsLead} busy={addons.status === 'loading'}>
      <Stack space="lg" align="center">
        {addons.status === 'error' ? (
          <Text tone="muted">{content.addonsLoadFailed}</Text>
        ) : (
          <Tiles as="ul" space="md" minItemWidth={220} repeat="fill" className={styles.addonTiles}>
            {activeServices(addons.data ?? []).map((addon) => (
              <Stack as="li" key={addon.id} space="xs" className={cardClass()}>
                <Heading level={3}>{addon.name}</Heading>
                {addon.description ? (
                  <Text size="sm" tone="muted">
                    {addon.description}
                  </Text>
                ) : null}
                <span className={styles.addonPrice}>{formatMoney(addon.price)}</span>
                <ServiceDuration minutes={addon.duration_minutes} />
              </Stack>
            ))}
          </Tiles>
        )}
        <Link href={BOOK_HREF} className={buttonClass('primary')}>
          {content.addonsBook}
        </Link>
      </Stack>
    </SiteSection>
  );
}
