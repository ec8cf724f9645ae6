// A spinner with a live text, for loads that have no skeleton of their own.
import { commonLabels } from '../../domain/content';
import * as styles from './StatusStates.css';

export function LoadingState({ text = commonLabels.loading }: { text?: string }) {
  return (
    <div className={styles.panel} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loadingText}>{text}</p>
    </div>
  );
}
