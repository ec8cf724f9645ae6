// A console list in its panel: the table while there is one to show (kept during a reload), otherwise the loading,
// error or empty state.
import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { ListStatus } from './listStatus';

interface ListPanelProps {
  label: string;
  status: ListStatus;
  /** How many rows the machine holds: a reload keeps them on screen. */
  rows: number;
  error: string;
  empty: string;
  loading: string;
  onRetry: () => void;
  children: ReactNode;
}

export function ListPanel({ label, status, rows, error, empty, loading, onRetry, children }: ListPanelProps) {
  const showList = status === 'loaded' || (status === 'loading' && rows > 0);
  return (
    <Card as="section" tone="panel" aria-label={label} aria-busy={status === 'loading'}>
      {showList ? children : status === 'error' ? <ErrorState message={error} onRetry={onRetry} /> : status === 'empty' ? <EmptyState message={empty} /> : <LoadingState text={loading} />}
    </Card>
  );
}
