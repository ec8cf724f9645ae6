// The price list: a card per category, one row per service (name and duration, price, Book), stacking on phones.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { savingBadge } from '../../styles/ui.css';

const narrow = 'screen and (max-width: 560px)';

export const intro = style({ textAlign: 'center', padding: `${vars.space.xxl} 0 ${vars.space.lg}` });

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: `clamp(${vars.font.sizeXl}, 4.5vw, ${vars.font.sizeXxl})`, color: vars.color.brand });

export const lead = style({ margin: '0 auto', maxWidth: 640, color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const taxNote = style({
  margin: `${vars.space.lg} auto 0`,
  maxWidth: 720,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.font.sizeSm,
});

export const categories = style({ display: 'grid', gap: vars.space.lg, paddingBottom: vars.space.xl });

export const category = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const categoryTitle = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.sizeLg,
  '@media': { [narrow]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"service price book"',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"service service" "price book"',
      padding: vars.space.md,
    },
  },
});

export const service = style({ gridArea: 'service', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.text, overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const duration = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const price = style({
  gridArea: 'price',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-end',
  gap: `0 ${vars.space.sm}`,
  textAlign: 'end',
  '@media': { [narrow]: { justifyContent: 'flex-start', textAlign: 'start' } },
});

export const amount = style({ fontSize: vars.font.sizeLg, fontWeight: 800, color: vars.color.brand, whiteSpace: 'nowrap' });

export const originalPrice = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, whiteSpace: 'nowrap' });

export const discount = savingBadge;

export const book = style({ gridArea: 'book', justifySelf: 'end' });

export const more = style({ textAlign: 'center', color: vars.color.textMuted, paddingBottom: vars.space.xxl });
