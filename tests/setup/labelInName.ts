// WCAG 2.5.3 (label in name): a button or link whose accessible name does not start with the text it shows cannot be
// activated by voice ("click Reset password") and reads differently from what sighted users see. This finds them in a
// rendered page: the visible text leaves out what is hidden from sight (aria-hidden, .visually-hidden); the name is
// aria-label, else aria-labelledby's text, else the text content without aria-hidden parts. Controls showing no
// letter or digit (an icon, a ★) are left to their label alone, as axe's label-content-name-mismatch does.

const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function textOf(node: Node, skipVisuallyHidden: boolean): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true') return '';
  if (skipVisuallyHidden && node.classList.contains('visually-hidden')) return '';
  return Array.from(node.childNodes, (child) => textOf(child, skipVisuallyHidden)).join('');
}

function accessibleNameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null && label.trim() !== '') return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  return textOf(element, false);
}

/** One line per control whose accessible name does not start with its visible text: `"Shown" named "Name"`. */
export function labelInNameMismatches(root: ParentNode): string[] {
  const mismatches: string[] = [];
  for (const control of Array.from(root.querySelectorAll(CONTROLS))) {
    const shown = normalise(textOf(control, true));
    if (!/[\p{L}\p{N}]/u.test(shown)) continue;
    const name = normalise(accessibleNameOf(control));
    if (!name.startsWith(shown)) mismatches.push(`"${shown}" named "${name}"`);
  }
  return mismatches;
}

/** How many controls with a visible text a page has (so a check that found nothing to check fails instead). */
export const labelledControlCount = (root: ParentNode) =>
  Array.from(root.querySelectorAll(CONTROLS)).filter((control) => /[\p{L}\p{N}]/u.test(normalise(textOf(control, true)))).length;
