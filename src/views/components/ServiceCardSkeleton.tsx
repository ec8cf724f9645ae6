// A grey placeholder of a catalogue card while the catalogue loads; hidden from assistive technology. A module of its
// own: the home page shows it at once, and fetches the card itself beside the catalogue.
import * as styles from './ServiceCardSkeleton.css';

export function ServiceCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.line} style={{ width: '30%' }} />
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.line} style={{ width: '85%' }} />
      <div className={styles.price} />
      <div className={styles.line} style={{ width: '60%' }} />
      <div className={styles.line} style={{ width: '55%' }} />
      <div className={styles.button} />
    </div>
  );
}
