// The workshop console's sentences that the server and the console share: capacity, closed dates, inbox, staff
// accounts and the catalogue editor.
export const workshopMessages = {
  workshop: {},
} as const;
