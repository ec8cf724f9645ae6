// The one theme: every colour, space, radius and font size the app uses.
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0f3d5e',
    brandDark: '#0a2a41',
    brandSoft: '#e6f0f7',
    accent: '#f5a623',
    accentDark: '#b86e00',
    text: '#1c2430',
    textMuted: '#4f5b6a',
    textOnBrand: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fa',
    border: '#d5dce4',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#137a3f',
    successSoft: '#e7f6ed',
    warning: '#8a5a00',
    warningSoft: '#fff4dc',
    info: '#1d4ed8',
    infoSoft: '#e8efff',
    violet: '#6b21a8',
    violetSoft: '#f3e8ff',
    focus: '#2563eb',
    /** The reports' heat map, between brandSoft and brand: the lighter step takes dark text, the darker white. */
    heatLight: '#8fb4d1',
    heatDark: '#3d6f94',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '72px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    sizeXxl: '2.5rem',
  },
  shadow: {
    card: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    raised: '0 10px 24px rgba(16, 24, 40, 0.12)',
  },
  layout: { maxWidth: '1180px', headerHeight: '64px' },
});
