// How long a service takes, after a clock, named "Duration" for screen readers.
import { formatDuration, serviceCardLabels } from '../../domain/content';
import { ClockIcon } from './icons';
import * as styles from './ServiceDuration.css';

export function ServiceDuration({ minutes }: { minutes: number }) {
  return (
    <span className={styles.duration}>
      <ClockIcon />
      <span className="visually-hidden">{serviceCardLabels.duration}: </span>
      {formatDuration(minutes)}
    </span>
  );
}
