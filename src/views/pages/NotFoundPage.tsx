// Any unknown path (spec §2): 'Page Not Found' and every way back into the site.
import { Link } from 'wouter';
import { navLabels } from '../../domain/content';
import { shellMessages } from '../../domain/messageAreas/shell';
import { notFoundContent as content } from '../../domain/notFoundContent';
import { ROUTE_PATHS } from '../../domain/routePaths';
import * as ui from '../../styles/ui.css';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { Card } from '../components/Card';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Notice } from '../components/Notice';
import { Text } from '../components/Text';
import { useDocumentTitle } from '../components/useDocumentTitle';
import * as styles from './NotFoundPage.css';

// Every link goes to a page of the app.
// Labels read when shown, in the language in force.
const moreLinks = () => [
  { href: ROUTE_PATHS.services, label: content.ourServices },
  { href: ROUTE_PATHS.book, label: content.bookService },
  { href: ROUTE_PATHS.contact, label: content.contactUs },
  { href: ROUTE_PATHS.pricing, label: navLabels.pricing },
];

export default function NotFoundPage() {
  useDocumentTitle(shellMessages.notFound.title);
  return (
    <div className={styles.shell}>
      <div className={ui.container}>
        <Card padding="xl" className={styles.card}>
          <Notice
            space="lg"
            icon={
              <p className={styles.code} aria-hidden="true">
                404
              </p>
            }
            heading={
              <Heading level={1} tone="brand">
                {shellMessages.notFound.title}
              </Heading>
            }
          >
            <Text tone="muted">{content.text}</Text>
            <Inline space="md" align="center">
              <Link href="/" className={buttonClass('primary')}>
                {content.goHome}
              </Link>
              <Button variant="secondary" onClick={() => window.history.back()}>
                {content.goBack}
              </Button>
            </Inline>
            <Inline as="ul" space="lg" align="center" className={styles.moreLinks}>
              {moreLinks().map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className={styles.moreLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Inline>
          </Notice>
        </Card>
      </div>
    </div>
  );
}
