// PostgreSQL cannot store NUL in text and broken UTF-16 (a lone surrogate) is silently altered on the way in, so
// both are refused where text enters the API: JSON bodies, path segments and query strings, before any query.

const NUL = String.fromCharCode(0);
// A surrogate half without its partner.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The dotted path of the first string (or object key) in a parsed JSON value that is unsafe text, or null. */
export function unsafeTextField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = unsafeTextField(value[index], path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) return path || '_';
      const found = unsafeTextField(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The part of a request URL (`path` or the query parameter's name) whose decoded text is unsafe or not valid
 * percent-encoding, or null when the whole URL is fine. Runs on every API request: a URL without `%` is checked as
 * it is, without being taken apart.
 */
export function unsafeUrlPart(url: string): string | null {
  if (!url.includes('%')) return isUnsafeText(url) ? 'path' : null;
  const decodes = (raw: string) => {
    try {
      return !isUnsafeText(decodeURIComponent(raw));
    } catch {
      return false;
    }
  };
  const queryStart = url.indexOf('?');
  const pathAndHost = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (!pathAndHost.split('/').every(decodes)) return 'path';
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    // The value is everything after the first "=", further "=" included, as the query parser reads it.
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    const plain = (raw: string) => raw.replace(/\+/g, ' ');
    if (!decodes(plain(name))) return 'query';
    if (!decodes(plain(value))) return safeName(plain(name));
  }
  return null;
}

const safeName = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return 'query';
  }
};
