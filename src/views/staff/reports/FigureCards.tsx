// The period's figures as cards: the value, the previous period's, and the change with an arrow and its sign, in
// green when it is good news and red when it is not (the words say it either way).
import type { ReportFigure } from '../../../domain/console/reportFigures';
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { cardClass } from '../../components/cardClass';
import * as styles from './ReportsPage.css';

/** Up or down as the figure moved (a fall in refunds is good news, and still points down). */
const arrowOf = (figure: ReportFigure) => (figure.trend === 'same' ? '=' : figure.change.startsWith('−') ? '▼' : '▲');

export function FigureCards({ figures, labelledBy }: { figures: readonly ReportFigure[]; labelledBy: string }) {
  return (
    <ul className={styles.figures} aria-labelledby={labelledBy}>
      {figures.map((figure) => (
          <li key={figure.key} className={`${cardClass('panel')} ${styles.figure}`}>
            <p className={styles.figureLabel}>{figure.label}</p>
            <p className={styles.figureValue}>{figure.value}</p>
            <p className={styles.trend[figure.trend]}>
              <span aria-hidden="true">{arrowOf(figure)} </span>
              {figure.change}
              {figure.trend === 'same' ? null : <span className="visually-hidden"> ({copy.change[figure.trend]})</span>}
            </p>
            <p className={styles.figurePrevious}>{copy.figures.previous(figure.previous)}</p>
          </li>
      ))}
    </ul>
  );
}
