// What a machine asks the app shell to show as a toast (its `notify` action's params).
export interface Notice {
  kind: 'success' | 'error';
  message: string;
}
