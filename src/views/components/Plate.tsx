// A licence plate as it shows everywhere, in the customer app and the console: one unbreakable unit, left to right
// also inside Urdu text.
import * as styles from './Plate.css';

export function Plate({ plate }: { plate: string }) {
  return (
    <bdi dir="ltr" className={styles.plate}>
      {plate}
    </bdi>
  );
}
