// Below `desktop` the header collapses its navigation into the mobile menu.
export const desktop = 'screen and (min-width: 768px)';
export const mobile = 'screen and (max-width: 767.98px)';
export const narrow = 'screen and (max-width: 479.98px)';
