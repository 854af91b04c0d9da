import { SimpleGrid, TextInput } from '@mantine/core';
import { companyUpdateRequestSchema } from '@shared/api';
import type { CompanySetting } from '@shared/api';
import { BANK_ACCOUNT_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import { call } from '../../bridge/call';
import { AddressFields } from '../../components/address/AddressFields';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { FieldLabel } from '../../components/form/FormField';
import { FormSegmentedControl } from '../../components/form/FormSegmentedControl';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { PageLoader } from '../../components/PageLoader';
import { companyFormValues } from './companyFormValues';
import { COMPANY_QUERY_KEY, useCompanySetting } from './useCompanySetting';
import { useBankNameLookup } from './useBankNameLookup';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { choicesOf } from '../../components/form/choicesOf';

const labels = ja.forms.company;

/** Company settings (store and client roles): the company, its address and the payout account. */
export default function AccountCompanyPage() {
  const company = useCompanySetting();
  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return <CallFailureNotice error={company.error} onRetry={() => void company.refetch()} />;
  return (
    <RouteScreen>
      <CompanyForm
        company={company.data.data}
        onReload={() => void company.refetch()}
        key={company.data.data.updatedAt}
      />
    </RouteScreen>
  );
}

function CompanyForm({ company, onReload }: { company: CompanySetting; onReload: () => void }) {
  const page = useRecordEditor({
    schema: companyUpdateRequestSchema,
    defaultValues: companyFormValues(company),
    submit: (values) => call('company.update', values),
    invalidate: [],
    record: COMPANY_QUERY_KEY,
    successMessage: ja.success.updated,
  });
  const { form } = page;
  const errors = form.formState.errors;
  const lookUpBank = useBankNameLookup(form);

  return (
    <FormPageShell page={page} submitLabel={ja.actions.update} onReload={onReload}>
      <FormSection title={ja.account.companySection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={<FieldLabel required>{labels.companyName}</FieldLabel>}
            error={errors.companyName?.message}
            autoFocus
            {...form.register('companyName')}
          />
          <TextInput
            label={<FieldLabel required>{labels.companyNameKana}</FieldLabel>}
            error={errors.companyNameKana?.message}
            {...form.register('companyNameKana')}
          />
          <TextInput
            label={<FieldLabel required>{labels.representativeName}</FieldLabel>}
            error={errors.representativeName?.message}
            {...form.register('representativeName')}
          />
          <TextInput
            label={<FieldLabel required>{labels.telephone}</FieldLabel>}
            inputMode="tel"
            error={errors.telephone?.message}
            {...form.register('telephone')}
          />
        </SimpleGrid>
        <AddressFields labels={labels} />
      </FormSection>
      <FormSection title={ja.account.bankSection} lead={ja.account.bankLead}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={<FieldLabel>{labels.bankCode}</FieldLabel>}
            ff="monospace"
            inputMode="numeric"
            error={errors.bankCode?.message}
            {...form.register('bankCode', { onBlur: () => void lookUpBank() })}
          />
          <TextInput
            label={<FieldLabel>{labels.bankName}</FieldLabel>}
            error={errors.bankName?.message}
            {...form.register('bankName')}
          />
          <TextInput
            label={<FieldLabel>{labels.branchCode}</FieldLabel>}
            ff="monospace"
            inputMode="numeric"
            error={errors.branchCode?.message}
            {...form.register('branchCode')}
          />
          <TextInput
            label={<FieldLabel>{labels.branchName}</FieldLabel>}
            error={errors.branchName?.message}
            {...form.register('branchName')}
          />
          <FormSegmentedControl
            control={form.control}
            name="accountType"
            label={labels.accountType}
            data={choicesOf(BANK_ACCOUNT_TYPE, ja.enums.bankAccountType)}
            toValue={Number}
          />
          <TextInput
            label={<FieldLabel>{labels.accountNumber}</FieldLabel>}
            ff="monospace"
            inputMode="numeric"
            error={errors.accountNumber?.message}
            {...form.register('accountNumber')}
          />
          <TextInput
            label={<FieldLabel>{labels.accountHolderKana}</FieldLabel>}
            error={errors.accountHolderKana?.message}
            {...form.register('accountHolderKana')}
          />
        </SimpleGrid>
      </FormSection>
    </FormPageShell>
  );
}
