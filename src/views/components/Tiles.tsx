// Tiles: children in a grid of equal columns, `space` apart — as many as fit at `minItemWidth` pixels or more each, or
// a fixed number of `columns` that become one below `collapseBelow`. Lists keep their semantics and lose their bullets.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { Breakpoint } from '../layout/breakpoints';
import type { Space } from './space';
import * as styles from './Tiles.css';

type TileLayout =
  | { minItemWidth: number; repeat?: keyof typeof styles.repeat; columns?: never }
  | { columns: keyof typeof styles.columns; minItemWidth?: never; repeat?: never };

type TilesProps = TileLayout &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
    space: Space;
    alignY?: keyof typeof styles.alignY;
    collapseBelow?: Breakpoint;
    as?: 'div' | 'ul' | 'ol' | 'dl';
    className?: string;
    children: ReactNode;
  };

export function Tiles({ space, minItemWidth, repeat = 'fit', columns, alignY = 'stretch', collapseBelow, as: Element = 'div', className, children, ...rest }: TilesProps) {
  const layout = columns ? styles.columns[columns] : styles.repeat[repeat];
  const classes = [styles.tiles, styles.space[space], layout, styles.alignY[alignY], collapseBelow ? styles.collapseBelow[collapseBelow] : null, className];
  const style = minItemWidth ? ({ [styles.minItemWidthProperty]: `${minItemWidth}px` } as CSSProperties) : undefined;
  return (
    <Element {...rest} style={style} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
