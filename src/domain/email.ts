// The one rule for an e-mail address typed anywhere (registration, profile, contact form, staff and ops accounts,
// the workshop's own address), and the one way to put an address into a mailto: link.

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// RFC 5322 atext: what a local part may hold besides its dots (never first, last or doubled).
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
// A domain label: letters, digits and inner hyphens, at most 63 characters.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * A practical strict address: `local@domain`, the local part of atext and single dots (at most 64 characters),
 * the domain of labels ending in a top-level domain of two or more letters, 254 characters in all. No spaces,
 * quotes, brackets, commas, `@` in the local part or a query after the domain: nothing a mail header or a link
 * could read as more than one address. A plain pattern (no flags), so the API description can show it.
 */
export const EMAIL_ADDRESS_PATTERN = new RegExp(
  `^(?=[^@]{1,${EMAIL_LOCAL_PART_MAX_LENGTH}}@)(?=.{1,${EMAIL_MAX_LENGTH}}$)${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`,
);

export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS_PATTERN.test(value);

/**
 * `mailto:` for an address, every character that means something in a URI percent-encoded (RFC 6068: `?`, `&`,
 * `=`, `%`, `#`, `/` of the local part), the `@` between the parts kept; an optional subject.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const to = at === -1 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
