// The price list's own layout: a category's tinted title band, one row per service (name and duration, price, Book)
// that stacks on a phone, and the tax note under the lead.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const narrow = 'screen and (max-width: 560px)';

export const taxNote = style({
  maxWidth: 720,
  marginInline: 'auto',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
});

export const body = style({ paddingBottom: vars.space.xxl });

export const category = style({ overflow: 'hidden' });

export const categoryTitle = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brandSoft,
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

export const service = style({ gridArea: 'service' });

export const name = style({ overflowWrap: 'anywhere' });

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

export const book = style({ gridArea: 'book', justifySelf: 'end' });
