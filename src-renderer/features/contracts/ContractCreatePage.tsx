import { useParams } from 'react-router';
import { contractCreateRequestSchema } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { RecordCreateScreen } from '../../components/form/RecordCreateScreen';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { ContractFormBody } from './form/ContractFormBody';
import { emptyContractForm } from './form/contractFormValues';
import { useContractList } from './useContracts';
import { useRecordId } from '../../components/routing/useRecordId';

/** 取扱契約番号登録 (head office): a contract of the shop; back to the shop's list once saved. */
export default function ContractCreatePage() {
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
    <RecordCreateScreen
      page={page}
      subtitle={shop ? formatMessage(ja.contracts.shopLead, { name: shop.name }) : null}
      testId="contract-form"
      back={{ to: listPath, label: ja.contracts.backToList }}
    >
      <ContractFormBody />
    </RecordCreateScreen>
  );
}
