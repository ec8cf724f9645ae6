// react-hot-toast is fetched after first paint, off the home page's first download; one shared promise keeps
// toasts in the order they were asked for.
const importToasts = () => import('react-hot-toast');

let loading: ReturnType<typeof importToasts> | undefined;

export function loadToasts(): ReturnType<typeof importToasts> {
  loading ??= importToasts().catch((error: unknown) => {
    loading = undefined; // a failed fetch (flaky network) is tried again by the next toast
    throw error;
  });
  return loading;
}
