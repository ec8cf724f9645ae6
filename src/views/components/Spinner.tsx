// A spinner beside the words that say what is under way (it says nothing itself): `inline` in a button, `panel` in a
// loading panel, `screen` for a whole screen's wait.
import * as styles from './Spinner.css';

export function Spinner({ size = 'inline' }: { size?: keyof typeof styles.spinner }) {
  return <span className={styles.spinner[size]} aria-hidden="true" />;
}
