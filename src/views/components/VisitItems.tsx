// Every service of a visit, main first, each with its price: shown where a booking of several services is (the
// confirmation, My Bookings, the checkout). A visit of one service shows nothing more than its name already says.
import { commonLabels } from '../../domain/content';
import { formatMoney } from '../../domain/format';
import type { BookingItem } from '../../domain/types';
import * as styles from './VisitItems.css';

export function VisitItems({ items }: { items: ReadonlyArray<Pick<BookingItem, 'name' | 'price'>> }) {
  if (items.length < 2) return null;
  return (
    <ul className={styles.list} aria-label={commonLabels.visitItems}>
      {items.map((item, index) => (
        <li key={`${index}-${item.name}`} className={styles.item}>
          <span className={styles.name}>{index === 0 ? item.name : `+ ${item.name}`}</span>
          <bdi className={styles.price}>{formatMoney(item.price)}</bdi>
        </li>
      ))}
    </ul>
  );
}
