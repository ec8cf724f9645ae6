// A one-line status where a console page will be: checking the sign-in, loading a page, signing out.
import * as styles from './layout/ConsoleLayout.css';

export function ConsoleStatus({ text }: { text: string }) {
  return (
    <p role="status" className={styles.pageStatus}>
      {text}
    </p>
  );
}
