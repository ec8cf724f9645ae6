// The profile page: a hero, then the personal-info and vehicles cards side by side (stacked on narrow screens).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { badge } from '../../styles/ui.css';

const narrow = 'screen and (max-width: 480px)';
const stacked = 'screen and (max-width: 900px)';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  color: vars.color.textOnBrand,
  padding: `${vars.space.xl} 0`,
  marginBottom: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXxl, lineHeight: 1.15, '@media': { [narrow]: { fontSize: vars.font.sizeXl } } });
export const lead = style({ margin: `${vars.space.sm} 0 0`, opacity: 0.9, maxWidth: 640 });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  paddingBottom: vars.space.xxl,
  '@media': { [stacked]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [narrow]: { padding: vars.space.md } },
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brand });

// Dense: a short detail fills the cell beside an earlier one rather than leaving it empty before a whole-row detail.
export const details = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gridAutoFlow: 'dense', margin: 0 });
export const detail = style({ minWidth: 0 });
export const detailLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, fontWeight: 600 });
export const detailValue = style({ margin: `${vars.space.xs} 0 0`, overflowWrap: 'anywhere' });
export const notProvided = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const fieldGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const wide = style({ gridColumn: '1 / -1' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const vehicleList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const vehicle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});
export const vehicleDefault = style({ borderColor: vars.color.success, background: vars.color.successSoft });
export const vehicleInfo = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const vehicleName = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: 700, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const vehicleMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });
export const vehicleActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const defaultBadge = style([badge, { background: vars.color.success, color: vars.color.textOnBrand }]);

export const vehicleForm = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
export const formTitle = style({ margin: 0, fontSize: vars.font.sizeMd });
