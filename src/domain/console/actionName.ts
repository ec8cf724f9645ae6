// The accessible name of a console button or link that acts on one thing of a list: what it shows, then what it acts
// on ("Reset password — Sana Staff"). Starting with the visible text keeps voice control and screen-reader users on the
// same words sighted users read (WCAG 2.5.3, label in name).

export const actionName = (shown: string, subject: string) => `${shown} — ${subject}`;
