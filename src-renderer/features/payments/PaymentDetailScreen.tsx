import { Alert, Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isEcPaymentFinal } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { QueryContent } from '../../components/QueryContent';
import { useRecordId } from '../../components/routing/useRecordId';
import { RecordHistory } from '../../components/audit/RecordHistory';
import { PaymentDetailView } from './PaymentDetailView';
import { PAYMENT_ROUTES } from './paymentKind';
import type { PaymentKind } from './paymentKind';
import { usePaymentDetail } from './usePayments';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** A payment's screen, from either history; back to the list as it was left. */
export function PaymentDetailScreen({ kind }: { kind: PaymentKind }) {
  const { subdomain = '' } = useParams();
  const canAccess = useCanAccess();
  const detail = usePaymentDetail(kind, subdomain, useRecordId());
  const payment = detail.data?.data;
  const ecStatus = payment?.ecStatus ?? null;
  const editable =
    kind === 'ec' && ecStatus !== null && !isEcPaymentFinal(ecStatus) && canAccess('ecHistoryEdit');
  // An EC payment found in 決済履歴 is confirmed, changed or cancelled from its EC screen.
  const toEcScreen = kind === 'payment' && ecStatus !== null && canAccess('ecHistoryDetail');

  return (
    <RouteScreen
      gap="md"
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={routePath(PAYMENT_ROUTES[kind].list, { subdomain })}>
            {kind === 'ec' ? ja.payments.backToEcList : ja.payments.backToList}
          </Button>
          {toEcScreen && payment && (
            <Button
              variant="default"
              component={Link}
              to={routePath('ecHistoryDetail', { subdomain, id: payment.id })}
            >
              {ja.payments.openEc}
            </Button>
          )}
          {editable && payment && (
            <Button component={Link} to={routePath('ecHistoryEdit', { subdomain, id: payment.id })}>
              {ja.payments.editEc}
            </Button>
          )}
        </Group>
      }
    >
      <QueryContent query={detail}>
        {({ data: record }) => (
          <>
            {kind === 'ec' && ecStatus !== null && isEcPaymentFinal(ecStatus) && (
              <Alert color="gray" variant="light">
                {ja.payments.finalNotice}
              </Alert>
            )}
            <PaymentDetailView payment={record} />
            {kind === 'ec' && (
              <RecordHistory
                key={record.updatedAt}
                entity="ecPayment"
                id={record.id}
                canOpenLog={canAccess('auditLogList')}
              />
            )}
          </>
        )}
      </QueryContent>
    </RouteScreen>
  );
}
