// The class of a stacked table's cell: a table cell on a wide screen, a labelled line of a card on a phone.
import * as page from '../layout/consolePage.css';
import * as styles from './workshopPage.css';

export const stackedCell = `${page.cell} ${styles.stackedCell}`;
