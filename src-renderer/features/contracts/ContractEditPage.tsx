import { useParams } from 'react-router';
import { contractUpdateRequestSchema } from '@shared/api';
import type { ContractItem } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { ContractFormBody } from './form/ContractFormBody';
import { contractFormValues } from './form/contractFormValues';
import { contractDetailKey, useContractDetail } from './useContracts';
import { useRecordId } from '../../components/routing/useRecordId';

/** 取扱契約番号編集 (head office): the saved contract in the form; a 409 offers to load the latest. */
export default function ContractEditPage() {
  const { subdomain = '' } = useParams();
  const shopId = useRecordId('shopId');
  const detail = useContractDetail({ subdomain, shopId }, useRecordId());
  return (
    <RecordEditScreen
      query={detail}
      subtitle={(answer) => formatMessage(ja.contracts.shopLead, { name: answer.shop.name })}
    >
      {(record, reload) => (
        <ContractEditForm subdomain={subdomain} shopId={shopId} contract={record} onReload={reload} />
      )}
    </RecordEditScreen>
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
      back={{ to: routePath('contractList', { subdomain, shopId }), label: ja.contracts.backToList }}
    >
      <ContractFormBody />
    </FormPageShell>
  );
}
