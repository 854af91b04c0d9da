import { Alert, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isEcPaymentFinal } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { PageLoader } from '../../components/PageLoader';
import { EcEditForm } from './EcEditForm';
import { usePaymentDetail } from './usePayments';
import { useRecordId } from '../../components/routing/useRecordId';
import { RouteScreen } from '../../components/routing/RouteScreen';

/**
 * `/ec-history/edit/{id}`: confirm the sales, change the amount of an unconfirmed payment, or
 * cancel it. A cancelled payment is final and has no form.
 */
export default function EcHistoryEditPage() {
  const { subdomain = '' } = useParams();
  const detail = usePaymentDetail('ec', subdomain, useRecordId());
  const payment = detail.data?.data;
  const ecStatus = payment?.ecStatus ?? null;
  return (
    <RouteScreen>
      {detail.isPending ? (
        <PageLoader />
      ) : detail.isError ? (
        <CallFailureNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : payment && (ecStatus === null || isEcPaymentFinal(ecStatus)) ? (
        <Stack gap="md" align="flex-start">
          <Alert color="gray" variant="light" w="100%">
            {ja.payments.finalNotice}
          </Alert>
          <Button
            variant="default"
            component={Link}
            to={routePath('ecHistoryDetail', { subdomain, id: payment.id })}
          >
            {ja.actions.back}
          </Button>
        </Stack>
      ) : (
        payment &&
        ecStatus !== null && (
          <EcEditForm
            key={payment.updatedAt}
            subdomain={subdomain}
            payment={{ ...payment, ecStatus }}
            onReload={() => void detail.refetch()}
          />
        )
      )}
    </RouteScreen>
  );
}
