// A bay's block on the board, in a grid cell or in the day's list of blocks: the reason, its time, who blocked it, and
// Remove block (which asks first).
import { bayBlockContent as content } from '../../../domain/console/deskContent';
import { boardContent } from '../../../domain/console/boardContent';
import { formatTime } from '../../../domain/format';
import type { BayBlock } from '../../../domain/staff';
import { Button } from '../../components/Button';
import * as section from '../../components/PageSection.css';
import * as styles from './BoardPage.css';

interface BoardBlockProps {
  block: BayBlock;
  onRemove: (block: BayBlock) => void;
  /** In the list the bay is told (the grid's column tells it there). */
  showBay?: boolean;
}

export function BoardBlock({ block, onRemove, showBay = false }: BoardBlockProps) {
  const start = formatTime(block.start);
  const end = formatTime(block.end);
  return (
    <article className={styles.block} aria-label={content.blockedCell(block.reason)}>
      <span className={styles.bookingTime}>
        {content.blockRange(start, end)}
        {showBay ? ` · ${boardContent.bayOf(block.bay)}` : null}
      </span>
      <strong>{content.blockedCell(block.reason)}</strong>
      <span className={styles.shortId}>{block.created_by}</span>
      <div>
        <Button variant="destructiveOutline" size="small" aria-label={content.removeLabel(block.bay, start, end)} onClick={() => onRemove(block)}>
          {content.remove}
        </Button>
      </div>
    </article>
  );
}

/** Every block of the day, in time order: the list view's, and a narrow screen's, way to see them. */
export function BoardBlocks({ blocks, onRemove, narrowOnly }: { blocks: readonly BayBlock[]; onRemove: (block: BayBlock) => void; narrowOnly: boolean }) {
  if (blocks.length === 0) return null;
  const inOrder = [...blocks].sort((a, b) => a.start.localeCompare(b.start) || a.bay - b.bay);
  return (
    <section className={narrowOnly ? `${styles.offGridAlways} ${styles.listOnNarrowOnly}` : styles.offGridAlways} aria-label={content.blocksTitle}>
      <h2 className={section.heading[3]}>{content.blocksTitle}</h2>
      <ul className={styles.list}>
        {inOrder.map((block) => (
          <li key={block.id}>
            <BoardBlock block={block} onRemove={onRemove} showBay />
          </li>
        ))}
      </ul>
    </section>
  );
}
