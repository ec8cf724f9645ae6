// A console address with no page: says so, with the way back to the board.
import { Link } from 'wouter';
import { CONSOLE_PATHS } from '../../domain/console/consolePaths';
import { notFoundContent as copy } from '../../domain/console/shellContent';
import { buttonClass } from '../components/buttonClass';
import { PageSection } from '../components/PageSection';
import * as styles from './components/console.css';

export default function ConsoleNotFound() {
  return (
    <PageSection level={1} heading={copy.title} headingId="console-not-found-title">
      <p className={styles.note}>{copy.body}</p>
      <p className={styles.note}>
        <Link href={CONSOLE_PATHS.board} className={buttonClass('primary')}>
          {copy.back}
        </Link>
      </p>
    </PageSection>
  );
}
