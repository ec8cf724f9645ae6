import { style } from '@vanilla-extract/css';

// A long address wraps only at the <wbr>s between its parts (nowrap keeps a part such as "karachi-car-wash" whole,
// hyphens included); a single part wider than the line (rare) ends in an ellipsis, with the whole address in the
// title, instead of breaking mid-word or running past the edge. Its own line, sized by its container alone
// (`contain: inline-size`): a grid or flex box around it cannot be widened by its longest part.
export const email = style({
  display: 'block',
  contain: 'inline-size',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A block inside a link does not get the link's underline: it draws its own.
  textDecoration: 'inherit',
});
