// The catalogue page's own look: room around the catalogue, and the guarantee's shield beside its text on the
// brand's soft tint (above it, centred, on a phone).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const stacked = 'screen and (max-width: 599.98px)';

export const catalogue = style({ padding: `${vars.space.lg} 0 ${vars.space.xl}` });

export const guarantee = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  background: vars.color.brandSoft,
  '@media': { [stacked]: { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' } },
});

export const guaranteeBody = style({ justifyItems: 'start', '@media': { [stacked]: { justifyItems: 'center' } } });

export const addonTiles = style({ listStyle: 'none', margin: 0, padding: 0, width: '100%' });
export const addonPrice = style({ fontWeight: 800, color: vars.color.brand, fontSize: vars.font.sizeLg });
