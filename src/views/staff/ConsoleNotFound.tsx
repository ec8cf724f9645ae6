// A console address with no page: says so, with the way back to the board.
import { Link } from 'wouter';
import { CONSOLE_PATHS } from '../../domain/console/consolePaths';
import { notFoundContent as copy } from '../../domain/console/shellContent';
import { buttonClass } from '../components/buttonClass';
import * as page from './layout/consolePage.css';

export default function ConsoleNotFound() {
  return (
    <section className={page.consolePage} aria-labelledby="console-not-found-title">
      <h1 id="console-not-found-title" className={page.pageTitle}>
        {copy.title}
      </h1>
      <p>{copy.body}</p>
      <p>
        <Link href={CONSOLE_PATHS.board} className={buttonClass('primary')}>
          {copy.back}
        </Link>
      </p>
    </section>
  );
}
