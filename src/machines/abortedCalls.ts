// A call aborted because its actor stopped is not a failure to report. In development React's StrictMode stops and
// restarts every actor a page starts, and @xstate/react restores the stopped actor's snapshot, so the aborted first
// call would reach the restarted machine as an error (a console opened on "Could not check your sign-in"). Such a
// call never settles instead: nobody waits for it any more.
export async function unlessAborted<T>(signal: AbortSignal, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  }
}
