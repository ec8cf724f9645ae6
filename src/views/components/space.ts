// The theme's spacing scale by name: what every primitive's `space` and `padding` props take.
import type { vars } from '../../styles/theme.css';

export type Space = keyof typeof vars.space;
