import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { AuditRecordEntity } from '@shared/constants';
import { RecordHistory } from '../audit/RecordHistory';
import { QueryContent } from '../QueryContent';
import { RouteScreen } from '../routing/RouteScreen';

/** A record as its detail channel answers it. */
interface EditedRecord {
  id: number;
  updatedAt?: string | undefined;
}

interface RecordEditScreenProps<A extends { data: EditedRecord }> {
  /** The detail query of the record being edited (`{ data: record }`, and what else it answers). */
  query: UseQueryResult<A>;
  /** A line under the title from the answer (whose shop the record belongs to). */
  subtitle?: (answer: A) => string;
  /** The record's 変更履歴 under the form, where the audit trail keeps one. */
  history?: { entity: AuditRecordEntity; canOpenLog: boolean };
  /** The form of the loaded record; `reload` reads it again (after a 409). */
  children: (record: A['data'], reload: () => void) => ReactNode;
}

/**
 * What every edit screen stands on: the route's title, the detail query's loader and failure
 * notice, the form of the loaded record (made anew when a save or a reload brings a newer
 * version), and its history below.
 */
export function RecordEditScreen<A extends { data: EditedRecord }>({
  query,
  subtitle,
  history,
  children,
}: RecordEditScreenProps<A>) {
  return (
    <RouteScreen subtitle={subtitle && (query.data ? subtitle(query.data) : null)}>
      <QueryContent query={query}>
        {({ data: record }) => (
          <>
            <Fragment key={record.updatedAt}>{children(record, () => void query.refetch())}</Fragment>
            {history && (
              <RecordHistory
                key={`history-${record.updatedAt}`}
                entity={history.entity}
                id={record.id}
                canOpenLog={history.canOpenLog}
              />
            )}
          </>
        )}
      </QueryContent>
    </RouteScreen>
  );
}
