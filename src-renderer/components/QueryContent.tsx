import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CallFailureNotice } from './CallFailureNotice';
import { PageLoader } from './PageLoader';

/**
 * What a screen shows of the query it stands on: the loader while it runs, the failure notice
 * (403/404/500 pages, else a retry) when it fails, and its data once it has answered.
 */
export function QueryContent<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <CallFailureNotice error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
