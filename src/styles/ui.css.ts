// What every page of both apps shares beside the kit's parts (src/views/components): the page container and
// sections, the controls' surface, the form's grid, tints, alerts, badges and the breathing of what is loading.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

/** A page's room above and below its content; only the block's, so it goes on the container itself too. */
export const page = style({ flex: 1, paddingTop: vars.space.xl, paddingBottom: vars.space.xxl });

export const section = style({ padding: `${vars.space.xxl} 0` });


/** What a control (an input, a chip, a menu's button) stands on: a light field, one grey line round it, tall enough to tap. */
export const control = style({ minHeight: 44, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text });

export const form = style({ display: 'grid', gap: vars.space.md });

/** The fieldset that holds a form's controls (components/Form.tsx): no box of its own, its children lay out as the form's. */
export const formControls = style({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });

/** A soft tint and the strong colour of the same hue on it: badges, alerts, icon discs. */
export const tint = styleVariants({
  brand: { background: vars.color.brandSoft, color: vars.color.brand },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  violet: { background: vars.color.violetSoft, color: vars.color.violet },
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** Something still loading breathes slowly (still, for those who ask for less motion). */
export const loading = style({ animation: `${shimmer} 1.4s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } });

/** A small pill of bold text: what every badge is made of (components/Badge.tsx). */
export const pill = style({ display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.font.sizeXs, fontWeight: 700 });

/** A discount beside a price ("Save PKR 500", "17% off"): a small green pill. */
export const savingBadge = style([pill, tint.success, { whiteSpace: 'nowrap' }]);

const alertBox = style({ padding: vars.space.md, borderRadius: vars.radius.md });
export const alert = styleVariants({ error: [alertBox, tint.danger], info: [alertBox, tint.info], success: [alertBox, tint.success] });
