// A tidy placeholder body for a page that is not built yet.
import { Link } from 'wouter';
import { comingSoonContent as content } from '../../domain/content';
import * as ui from '../../styles/ui.css';
import { SparkleIcon } from '../components/icons';
import { useDocumentTitle } from '../components/useDocumentTitle';
import * as styles from './ComingSoonPage.css';

export default function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className={styles.shell}>
      <div className={ui.container}>
        <div className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            <SparkleIcon size={32} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{content.text}</p>
          <Link href="/" className={ui.button.secondary}>
            {content.home}
          </Link>
        </div>
      </div>
    </div>
  );
}
