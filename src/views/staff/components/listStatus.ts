// Where a console list stands, read from its machine's `list` region (every other state of it is a load under way).
export type ListStatus = 'loading' | 'loaded' | 'empty' | 'error';

export const listStatusOf = (list: unknown): ListStatus => (list === 'loaded' || list === 'empty' || list === 'error' ? list : 'loading');
