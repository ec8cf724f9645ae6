// The console's frame: a dark header with the title, who is signed in and Sign out, the navigation below it (a menu
// behind a button at 768 px and narrower), and the page.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** At this width and narrower the navigation collapses into the menu. */
const collapsed = 'screen and (max-width: 768px)';
const expanded = 'screen and (min-width: 768.02px)';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surfaceAlt });

export const header = style({ position: 'sticky', top: 0, zIndex: 20, background: vars.color.brand, color: vars.color.textOnBrand, boxShadow: vars.shadow.raised });

// On the dark header the page's blue focus ring is hard to see: a white one instead.
globalStyle(`${header} :focus-visible`, { outline: `3px solid ${vars.color.textOnBrand}`, outlineOffset: '2px' });

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minHeight: vars.layout.headerHeight });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.textOnBrand,
  fontWeight: 800,
  fontSize: vars.font.sizeLg,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 400px)': { fontSize: vars.font.sizeMd } },
});

export const brandMark = style({ display: 'inline-flex', color: vars.color.accent });

export const account = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [collapsed]: { display: 'none' } },
});

export const who = style({ display: 'grid', justifyItems: 'end', textAlign: 'end', lineHeight: 1.25, fontSize: vars.font.sizeSm, margin: 0 });

export const whoName = style({ fontWeight: 700 });

export const roleBadge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const headerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brandSoft}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textOnBrand,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark }, '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});

export const menuToggle = style([
  headerButton,
  {
    position: 'relative',
    marginLeft: 'auto',
    gap: vars.space.sm,
    '@media': { [expanded]: { display: 'none' } },
  },
]);

export const navRow = style({ borderTop: `1px solid ${vars.color.brandDark}`, background: vars.color.brandDark, '@media': { [collapsed]: { display: 'none' } } });

export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textOnBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand },
    '&[aria-current="page"]': { boxShadow: `inset 0 -4px 0 ${vars.color.accent}` },
  },
});

/** The Inbox item's unread count: a small accent pill after its name (and on the menu button when narrow). */
export const navCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  lineHeight: 1,
});

/** On the menu button the count sits on its corner, so a narrow bar does not grow wider. */
export const menuCount = style([navCount, { position: 'absolute', top: `calc(-1 * ${vars.space.sm})`, insetInlineEnd: `calc(-1 * ${vars.space.xs})`, marginInlineStart: 0 }]);

export const menuPanel = style({
  background: vars.color.brandDark,
  padding: `${vars.space.sm} 0 ${vars.space.md}`,
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [expanded]: { display: 'none' } },
});

export const menuList = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const menuLink = style([
  navLink,
  {
    display: 'flex',
    minHeight: 48,
    borderRadius: vars.radius.md,
    selectors: { '&[aria-current="page"]': { boxShadow: `inset 4px 0 0 ${vars.color.accent}`, background: vars.color.brand } },
  },
]);

export const menuAccount = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.brand}`,
});

export const menuWho = style([who, { justifyItems: 'start', textAlign: 'start', marginRight: 'auto' }]);

/** The page's frame: the width the header's rows share, and room above and below the page. */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { 'screen and (min-width: 1024px)': { paddingInline: vars.space.lg } },
});

// The page heading takes the keyboard after a navigation; it is not a control, so it shows no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

/** The width the header's rows share with the page. */
export const inner = style({
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { 'screen and (min-width: 1024px)': { padding: `0 ${vars.space.lg}` } },
});

export const standaloneMain = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });
