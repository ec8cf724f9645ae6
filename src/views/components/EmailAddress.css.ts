import { style } from '@vanilla-extract/css';

// A long address wraps only at the <wbr>s between its parts (nowrap keeps a part such as "karachi-car-wash" whole,
// hyphens included); a single part wider than the line (rare) ends in an ellipsis, with the whole address in the
// title, instead of breaking mid-word or running past the edge.
export const email = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
  // An inline-block does not get its parent's underline: inside a link it draws the link's own.
  textDecoration: 'inherit',
});
