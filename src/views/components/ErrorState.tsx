// A failed load: the message and a Retry button that sends the screen's retry event.
import { commonLabels } from '../../domain/content';
import { buttonClass } from './buttonClass';
import { AlertIcon } from './icons';
import * as styles from './StatusStates.css';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = commonLabels.retry }: ErrorStateProps) {
  return (
    <div className={`${styles.panel} ${styles.errorPanel}`}>
      <span className={styles.errorIcon}>
        <AlertIcon />
      </span>
      <p className={styles.errorMessage} role="alert">
        {message}
      </p>
      {onRetry ? (
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
