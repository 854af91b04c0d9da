import { useParams } from 'react-router';
import { CSV_EXPORT_IDS, DEFAULT_PAGE_SIZE, ROLE_STORE } from '@shared/constants';
import { isEcPaymentFinal } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useSession } from '../../session/useSession';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { PagedTable } from '../../components/list/PagedTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { paymentColumns } from './paymentColumns';
import { PaymentFilterPanel } from './PaymentFilterPanel';
import { PAYMENT_FILTERS, STATUS_FILTER, filtersOf } from './paymentFilters';
import { PAYMENT_ROUTES } from './paymentKind';
import type { PaymentKind } from './paymentKind';
import { PaymentKindTabs } from './PaymentKindTabs';
import { PaymentStatusTabs } from './PaymentStatusTabs';
import { usePaymentList } from './usePayments';
import { RouteScreen } from '../../components/routing/RouteScreen';

/**
 * A payment history (all payments with CSV export 0002, or the EC payments with their edit):
 * the filter panel, status tabs, sortable table and pagination. The filters and page live in
 * the URL, so coming back from a payment shows the list as it was left.
 */
export function PaymentListView({ kind }: { kind: PaymentKind }) {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const canAccess = useCanAccess();
  const list = useListState(PAYMENT_FILTERS);
  const statusName = STATUS_FILTER[kind];
  const filters = filtersOf(kind, list.state.filters);
  const query = toApiQuery({ ...list.state, filters: filters as Record<string, string> }, DEFAULT_PAGE_SIZE);
  const payments = usePaymentList(kind, { ...query, subdomain });
  const { page: _page, limit: _limit, sort: _sort, typeSort: _typeSort, ...exportFilters } = query;
  const withShop = user?.role !== ROLE_STORE;
  const canEdit = kind === 'ec' && canAccess('ecHistoryEdit');

  const columns = paymentColumns({
    kind,
    withShop,
    detailPath: (payment) => routePath(PAYMENT_ROUTES[kind].detail, { subdomain, id: payment.id }),
    editPath: canEdit
      ? (payment) =>
          payment.ecStatus === null || isEcPaymentFinal(payment.ecStatus)
            ? null
            : routePath('ecHistoryEdit', { subdomain, id: payment.id })
      : undefined,
  });

  return (
    <RouteScreen
      gap="md"
      actions={
        kind === 'payment' && (
          <CsvExportButton
            subdomain={subdomain}
            exportId={CSV_EXPORT_IDS.paymentHistories}
            filters={exportFilters}
          />
        )
      }
    >
      <PaymentKindTabs kind={kind} subdomain={subdomain} />
      <PaymentFilterPanel
        subdomain={subdomain}
        filters={list.state.filters}
        withShop={withShop}
        onSearch={list.search}
        onClear={list.clear}
      />
      <PagedTable
        query={payments}
        columns={columns}
        list={list}
        emptyMessage={kind === 'ec' ? ja.payments.ecEmpty : ja.payments.empty}
        testId="payment-table"
        toolbar={
          <PaymentStatusTabs
            kind={kind}
            status={list.state.filters[statusName]}
            onChange={(status) => list.search({ ...list.state.filters, [statusName]: status })}
          />
        }
      />
    </RouteScreen>
  );
}
