/**
 * Keeps a phone number, plate or similar left-to-right inside an Urdu sentence shown as plain text (a toast, an
 * API answer): without the isolate, "+92 21 3584 1122" in right-to-left text reads its groups backwards.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;
