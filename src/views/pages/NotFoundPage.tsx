// Any unknown path (spec §2): 'Page Not Found' and every way back into the site.
import { Link } from 'wouter';
import { navLabels } from '../../domain/content';
import { notFoundContent as content } from '../../domain/notFoundContent';
import { ROUTE_PATHS } from '../../domain/routePaths';
import { shellMessages } from '../../domain/messageAreas/shell';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
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
        <div className={styles.card}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>{shellMessages.notFound.title}</h1>
          <p className={styles.text}>{content.text}</p>
          <div className={styles.primaryActions}>
            <Link href="/" className={buttonClass('primary')}>
              {content.goHome}
            </Link>
            <button type="button" className={buttonClass('secondary')} onClick={() => window.history.back()}>
              {content.goBack}
            </button>
          </div>
          <ul className={styles.moreLinks}>
            {moreLinks().map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={styles.moreLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
