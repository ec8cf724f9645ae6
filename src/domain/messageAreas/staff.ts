// The workshop console's sentences that the server and the console share: staff sign-in and the board's actions.
export const staffMessages = {
  staff: {},
} as const;
