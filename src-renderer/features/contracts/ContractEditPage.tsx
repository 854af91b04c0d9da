import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { contractUpdateRequestSchema } from '@shared/api';
import type { ContractItem } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { QueryContent } from '../../components/QueryContent';
import { ContractFormBody } from './form/ContractFormBody';
import { contractFormValues } from './form/contractFormValues';
import { contractDetailKey, useContractDetail } from './useContracts';
import { useRecordId } from '../../components/routing/useRecordId';

/** 取扱契約番号編集 (head office): the saved contract in the form; a 409 offers to load the latest. */
export default function ContractEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const detail = useContractDetail({ subdomain, shopId }, useRecordId());
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{route.title}</Title>
        {detail.data && (
          <Text size="sm" c="dimmed">
            {formatMessage(ja.contracts.shopLead, { name: detail.data.shop.name })}
          </Text>
        )}
      </Stack>
      <QueryContent query={detail}>
        {({ data: record }) => (
          <ContractEditForm
            key={record.updatedAt}
            subdomain={subdomain}
            shopId={shopId}
            contract={record}
            onReload={() => void detail.refetch()}
          />
        )}
      </QueryContent>
    </Stack>
  );
}

function ContractEditForm(props: {
  subdomain: string;
  shopId: number;
  contract: ContractItem;
  onReload: () => void;
}) {
  const { subdomain, shopId, contract } = props;
  const page = useRecordEditor({
    schema: contractUpdateRequestSchema,
    defaultValues: { ...contractFormValues(contract), updatedAt: contract.updatedAt },
    submit: (values) => call('contracts.update', { ...values, subdomain, shopId, id: contract.id }),
    invalidate: ['contracts.list', 'contracts.all', 'estimateProducts.list'],
    record: contractDetailKey(subdomain, shopId, contract.id),
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={props.onReload}
      testId="contract-form"
      actions={
        <Button variant="default" component={Link} to={routePath('contractList', { subdomain, shopId })}>
          {ja.contracts.backToList}
        </Button>
      }
    >
      <ContractFormBody />
    </FormPageShell>
  );
}
