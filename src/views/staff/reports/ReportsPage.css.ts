// The Reports page's own look: the figure cards, the bar charts, the bay bars and the heat map. Panels, tables and
// headings are the kit's.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { below } from '../../layout/breakpoints';

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))', alignItems: 'start' });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [below.narrow]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.sm } },
});
export const figure = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', '@media': { [below.narrow]: { padding: vars.space.sm } } });
export const figureLabel = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted, fontWeight: 600 });
export const figureValue = style({
  margin: 0,
  fontSize: `calc(${vars.font.sizeLg} + 0.25rem)`,
  fontWeight: 700,
  lineHeight: 1.15,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [below.narrow]: { fontSize: vars.font.sizeMd } },
});
export const figurePrevious = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const trend = styleVariants({
  better: { margin: 0, fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.success },
  worse: { margin: 0, fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.danger },
  same: { margin: 0, fontSize: vars.font.sizeSm, fontWeight: 600, color: vars.color.textMuted },
});

export const periodBar = style({ display: 'grid', gap: vars.space.md });
export const customRange = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const dateField = style({ flex: '1 1 160px', maxWidth: 220 });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** A bar chart: the bars drawn in an SVG stretched to the box, the axis words in HTML so they keep their size. */
export const chart = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.sm}` });
export const yAxis = style({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', alignItems: 'flex-end', fontSize: vars.font.sizeXs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const plot = style({ display: 'block', width: '100%', height: 180, borderBottom: `1px solid ${vars.color.border}` });
export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '4 4' });
export const bar = style({ fill: vars.color.brand });
export const barBest = style({ fill: vars.color.accentDark });
export const xAxis = style({ gridColumn: 2, display: 'flex', justifyContent: 'space-between', fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const bays = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const bayRow = style({ display: 'grid', gridTemplateColumns: '4.5em 1fr 4em', gap: vars.space.sm, alignItems: 'center', fontSize: vars.font.sizeSm });
export const bayTrack = style({ height: 14, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const bayFill = style({ display: 'block', height: '100%', background: vars.color.brand });
export const bayValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const heatMap = style({ display: 'grid', gap: vars.space.sm });
export const heat = style({ display: 'grid', gap: 2, fontSize: vars.font.sizeXs, fontVariantNumeric: 'tabular-nums' });
export const heatHead = style({ textAlign: 'center', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const heatDay = style({ color: vars.color.textMuted, fontWeight: 600, alignSelf: 'center', paddingInlineEnd: vars.space.xs });
const cell = { display: 'grid', placeItems: 'center', minHeight: 26, borderRadius: 3 } as const;
export const heatCell = styleVariants({
  0: { ...cell, background: vars.color.surfaceAlt, color: vars.color.textMuted },
  1: { ...cell, background: vars.color.brandSoft, color: vars.color.text },
  2: { ...cell, background: vars.color.heatLight, color: vars.color.text },
  3: { ...cell, background: vars.color.heatDark, color: vars.color.textOnBrand },
  4: { ...cell, background: vars.color.brand, color: vars.color.textOnBrand },
});
export const legend = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
