// Any unknown path (spec §2): 'Page Not Found' and every way back into the site.
import { Link } from 'wouter';
import { notFoundContent as content } from '../../domain/notFoundContent';
import { shellMessages } from '../../domain/messageAreas/shell';
import * as ui from '../../styles/ui.css';
import { useDocumentTitle } from '../components/useDocumentTitle';
import * as styles from './NotFoundPage.css';

const moreLinks = [
  { href: '/services', label: content.ourServices },
  { href: '/book', label: content.bookService },
  { href: '/contact', label: content.contactUs },
  { href: '/pricing', label: content.pricing },
] as const;

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
            <Link href="/" className={ui.button.primary}>
              {content.goHome}
            </Link>
            <button type="button" className={ui.button.secondary} onClick={() => window.history.back()}>
              {content.goBack}
            </button>
          </div>
          <ul className={styles.moreLinks}>
            {moreLinks.map((link) => (
              <li key={link.href}>
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
