import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The temporary password, read out over the counter: large and in a typewriter face, so 0 and O differ. */
export const passwordInput = style({ flex: '1 1 12rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.sizeLg, letterSpacing: '0.04em' });
