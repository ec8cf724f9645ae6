// A licence plate's identity: `KHI-902`, `KHI 902`, `khi902` and `KHI.902` are one car. The customer's own
// spelling stays the plate shown everywhere; the key only decides whether two plates are the same.

/**
 * What separates a plate's letters and digits: spaces (and the no-break space), dots, slashes, underscores, the
 * middle dot and every dash (the hyphen-minus last, so it is literal inside a bracket expression). Migration 0009
 * writes the same characters into its SQL, so keys made by the server and by the migration agree.
 */
export const PLATE_SEPARATORS = ' \u00a0._/\u00b7\u2010\u2011\u2012\u2013\u2014\u2015\u2212-';

const separators = new RegExp(`[${PLATE_SEPARATORS}]`, 'gu');

/** The plate as compared: capitals, without separators. Empty when the plate has nothing but separators. */
export const plateKey = (plate: string): string => plate.toUpperCase().replace(separators, '');
