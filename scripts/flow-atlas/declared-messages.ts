// Catalogue messages a transition can show that neither its definition states outright nor any test path shows:
// a fallback used only when the server sends no sentence of its own, say. By flow, then by the transition as the
// atlas's table names it ("from · event [guard]"); tests/flows.test.ts fails on an entry that names no transition.
export const DECLARED_MESSAGES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  myBookings: {
    'list.loading · error: loadBookings': ['booking.listLoadFailed', 'auth.authenticationFailed'],
    'action.rescheduling.pickingTime.submitting · error: rescheduleBooking': ['booking.rescheduleFailed'],
  },
};
