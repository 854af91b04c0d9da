import { PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import { customerUpdateRequestSchema } from '@shared/api';
import type { CustomerDetail } from '@shared/api';
import { CUSTOMER_TEXT_LIMITS } from '@shared/constants';
import { formatDate } from '@shared/format';
import { digitsOnly } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { FieldLabel } from '../../components/form/FormField';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { RecordHistory } from '../../components/audit/RecordHistory';
import { useCanAccess } from '../../session/useCanAccess';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { fullKana, fullName } from './customerColumns';
import { customerDetailKey, useCustomerDetail } from './useCustomers';
import { useRecordId } from '../../components/routing/useRecordId';

const labels = ja.customers.fields;
const texts = ja.customers.edit;
/** The customer's two numbers, typed as digits alone. */
const PHONE_FIELDS = ['mobilePhone', 'homePhone'] as const;

/** 顧客編集: the member's phones and a new app password set by the operator, and who changed what. */
export default function CustomerEditPage() {
  const { subdomain = '' } = useParams();
  const detail = useCustomerDetail(subdomain, useRecordId());
  return (
    <RecordEditScreen query={detail}>
      {(record, reload) => <CustomerEditForm subdomain={subdomain} customer={record} onReload={reload} />}
    </RecordEditScreen>
  );
}

function CustomerEditForm({
  subdomain,
  customer,
  onReload,
}: {
  subdomain: string;
  customer: CustomerDetail;
  onReload: () => void;
}) {
  const canAccess = useCanAccess();
  const page = useRecordEditor({
    schema: customerUpdateRequestSchema,
    defaultValues: {
      mobilePhone: customer.mobilePhone ?? '',
      homePhone: customer.homePhone ?? '',
      password: '',
      updatedAt: customer.updatedAt,
    },
    submit: (values) => call('customers.update', { ...values, subdomain, id: customer.id }),
    invalidate: ['customers.list'],
    record: customerDetailKey(subdomain, customer.id),
  });
  const errors = page.form.formState.errors;
  const { min, max } = CUSTOMER_TEXT_LIMITS.password;
  return (
    <Stack gap="lg" maw={880}>
      <FormSection title={texts.profile} lead={texts.lead}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {labels.name}
            </Text>
            <Text fw={600}>{fullName(customer)}</Text>
            <Text size="xs" c="dimmed">
              {fullKana(customer)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {labels.mailAddress}
            </Text>
            <Text>{customer.mailAddress ?? ja.customers.linkedState.unlinked}</Text>
            <Text size="xs" c="dimmed">
              {labels.registDate} {formatDate(customer.registDate)}
            </Text>
          </Stack>
        </SimpleGrid>
      </FormSection>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.update}
        onReload={onReload}
        testId="customer-form"
        back={{ to: routePath('customerList', { subdomain }), label: texts.backToList }}
      >
        <FormSection title={ja.routeTitles.customerEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {PHONE_FIELDS.map((name) => (
              <TextInput
                key={name}
                label={<FieldLabel>{labels[name]}</FieldLabel>}
                inputMode="numeric"
                maxLength={11}
                error={errors[name]?.message}
                {...registerNormalized(page.form, name, digitsOnly)}
              />
            ))}
          </SimpleGrid>
          <PasswordInput
            label={<FieldLabel>{labels.password}</FieldLabel>}
            description={`${customer.hasPassword ? texts.passwordSet : texts.passwordUnset} — ${formatMessage(texts.passwordHint, { min, max })}`}
            autoComplete="new-password"
            maxLength={max}
            error={errors.password?.message}
            w={360}
            {...page.form.register('password')}
          />
        </FormSection>
      </FormPageShell>
      <RecordHistory
        key={customer.updatedAt}
        entity="customer"
        id={customer.id}
        canOpenLog={canAccess('auditLogList')}
      />
    </Stack>
  );
}
