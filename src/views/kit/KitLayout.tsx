// The kit's layout parts: Stack and Inline at every spacing, Inline collapsing on a narrow screen, the card's tones
// and a page section with its lead and actions.
import { contactContent } from '../../domain/contactContent';
import { myBookingsContent } from '../../domain/myBookingsContent';
import { vars } from '../../styles/theme.css';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Inline } from '../components/Inline';
import { PageSection } from '../components/PageSection';
import type { Space } from '../components/space';
import { Stack } from '../components/Stack';
import * as styles from './KitPage.css';
import { kitLabels } from './kitLabels';

const SPACES = Object.keys(vars.space) as Space[];
const SAMPLES = [myBookingsContent.vehicle, myBookingsContent.date, myBookingsContent.time];

export function KitLayout() {
  return (
    <>
      <PageSection tone="card" heading={kitLabels.stack}>
        <Inline space="lg" alignY="start">
          {SPACES.map((space) => (
            <Stack key={space} space="xs">
              <code>{kitLabels.space(space)}</code>
              <Stack space={space}>
                {SAMPLES.map((sample) => (
                  <span key={sample} className={styles.sample}>
                    {sample}
                  </span>
                ))}
              </Stack>
            </Stack>
          ))}
        </Inline>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.inline}>
        {SPACES.map((space) => (
          <Stack key={space} space="xs">
            <code>{kitLabels.space(space)}</code>
            <Inline space={space}>
              {SAMPLES.map((sample) => (
                <span key={sample} className={styles.sample}>
                  {sample}
                </span>
              ))}
            </Inline>
          </Stack>
        ))}
        <Stack space="xs">
          <code>{kitLabels.inlineCollapse}</code>
          <Inline space="sm" collapseBelow="mobile">
            <Button variant="secondary">{myBookingsContent.reschedule}</Button>
            <Button variant="destructiveOutline">{myBookingsContent.cancel}</Button>
          </Inline>
        </Stack>
      </PageSection>
      <PageSection tone="card" heading={kitLabels.card}>
        <Inline space="md" alignY="stretch">
          <Card>
            <Stack space="sm">
              <code>{kitLabels.cardTones.card}</code>
              <p className={styles.flush}>{contactContent.replyPromise}</p>
            </Stack>
          </Card>
          <Card tone="panel">
            <Stack space="sm">
              <code>{kitLabels.cardTones.panel}</code>
              <p className={styles.flush}>{contactContent.replyPromise}</p>
            </Stack>
          </Card>
          <Card tone="inset">
            <Stack space="sm">
              <code>{kitLabels.cardTones.inset}</code>
              <p className={styles.flush}>{contactContent.replyPromise}</p>
            </Stack>
          </Card>
        </Inline>
      </PageSection>
      <PageSection
        tone="panel"
        heading={kitLabels.section}
        lead={myBookingsContent.lead}
        actions={<Button variant="primary">{myBookingsContent.bookNew}</Button>}
      >
        <p className={styles.flush}>{contactContent.intro}</p>
      </PageSection>
    </>
  );
}
