// The profile's own look: room under its two cards, the details' dense grid and whole-row fields, the vehicles' rows
// (the default one in green) and the add-vehicle form's dashed frame.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const columns = style({ paddingBottom: vars.space.xxl });

// Dense: a short detail fills the cell beside an earlier one rather than leaving it empty before a whole-row detail.
export const details = style({ gridAutoFlow: 'dense' });
export const detailValue = style({ margin: `${vars.space.xs} 0 0`, overflowWrap: 'anywhere' });
export const notProvided = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const wide = style({ gridColumn: '1 / -1' });

export const vehicle = style({ border: `1px solid ${vars.color.border}` });
export const vehicleDefault = style({ borderColor: vars.color.success, background: vars.color.successSoft });
export const vehicleName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const vehicleForm = style({ border: `1px dashed ${vars.color.border}` });
