import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/http';
import { asApiError } from '../../state/portalApi';
import { EmptyState, ErrorState, LoadingState } from './StatusStates';

/** The part of an RTK Query hook result that QueryView reads. */
export interface QueryLike<Data> {
  currentData?: Data | undefined;
  error?: ApiError | SerializedError | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<Data> {
  /** The result of a `useXQuery(...)` hook (pass it whole). */
  query: QueryLike<Data>;
  /** Announced while loading; a skeleton of `loadingLines` lines holds the space. */
  loading: string;
  loadingLines?: number;
  /** The first line of the error state (e.g. "We couldn't load your bills"). */
  errorTitle: string;
  /** When the data counts as empty (e.g. `(rows) => rows.length === 0`). */
  isEmpty?: (data: Data) => boolean;
  /** The empty state's title and its next step. */
  emptyTitle?: string;
  emptyBody?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * Loading, error with retry, empty and data of one query, in one place. The error shows once the
 * query has settled (not during a refetch) and its retry refetches; what the user typed elsewhere
 * on the page is untouched.
 */
export function QueryView<Data>({
  query,
  loading,
  loadingLines,
  errorTitle,
  isEmpty,
  emptyTitle,
  emptyBody,
  children,
}: QueryViewProps<Data>) {
  const { currentData, error, isFetching, refetch } = query;
  if (error && !isFetching) {
    return (
      <ErrorState title={errorTitle} error={asApiError(error)} onRetry={() => void refetch()} />
    );
  }
  if (currentData === undefined) return <LoadingState label={loading} lines={loadingLines} />;
  if (isEmpty?.(currentData) && emptyTitle !== undefined) {
    return <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>;
  }
  return <>{children(currentData)}</>;
}
