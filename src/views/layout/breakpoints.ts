// Below `desktop` the header collapses its navigation into the mobile menu.
export const desktop = 'screen and (min-width: 768px)';
export const mobile = 'screen and (max-width: 767.98px)';
export const narrow = 'screen and (max-width: 479.98px)';

/** The widths below which a part of the kit changes its layout (Inline's `collapseBelow`, DataTable's `listBelow`). */
export const below = {
  /** A phone. */
  narrow,
  /** A phone or a small tablet: the header's mobile menu. */
  mobile,
  /** Where a console table's columns stop fitting a phone held upright or sideways. */
  small: 'screen and (max-width: 640px)',
  /** Where a wide console table's columns stop fitting a tablet. */
  tablet: 'screen and (max-width: 900px)',
} as const;

export type Breakpoint = keyof typeof below;
