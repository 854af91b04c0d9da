import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { contractCreateRequestSchema } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { ContractFormBody } from './form/ContractFormBody';
import { emptyContractForm } from './form/contractFormValues';
import { useContractList } from './useContracts';
import { useRecordId } from '../../components/routing/useRecordId';

/** 取扱契約番号登録 (head office): a contract of the shop; back to the shop's list once saved. */
export default function ContractCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const shop = useContractList({ subdomain, shopId, limit: 1 }).data?.shop;
  const listPath = routePath('contractList', { subdomain, shopId });
  const page = useRecordEditor({
    schema: contractCreateRequestSchema,
    defaultValues: emptyContractForm(),
    submit: (values) => call('contracts.create', { ...values, subdomain, shopId }),
    invalidate: ['contracts.list', 'contracts.all'],
    backTo: listPath,
  });
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{route.title}</Title>
        {shop && (
          <Text size="sm" c="dimmed">
            {formatMessage(ja.contracts.shopLead, { name: shop.name })}
          </Text>
        )}
      </Stack>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        onReload={page.clearConflict}
        testId="contract-form"
        actions={
          <Button variant="default" component={Link} to={listPath}>
            {ja.contracts.backToList}
          </Button>
        }
      >
        <ContractFormBody />
      </FormPageShell>
    </Stack>
  );
}
