import { SimpleGrid, TextInput } from '@mantine/core';
import { SMOKING_TYPE } from '@shared/constants';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';
import { storeDetailSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FieldLabel } from '../../components/form/FormField';
import { FormSegmentedControl } from '../../components/form/FormSegmentedControl';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSelect } from '../../components/form/FormSelect';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import type { SettingsFormProps } from './SettingsFormScreen';
import { storeConfigKey } from './useStoreConfig';
import { choicesOf } from '../../components/form/choicesOf';
import { FormTextarea } from '../../components/form/FormTextarea';

const labels = ja.forms.storeSettings;
const SMOKING_OPTIONS = choicesOf(SMOKING_TYPE, ja.enums.smokingType);

/** Detail settings: seats, smoking, parking, Wi-Fi, payment methods and other notes. */
export function DetailSettingsForm({ shop, config, onReload }: SettingsFormProps) {
  const { detail } = config;
  const page = useRecordEditor({
    schema: storeDetailSettingsFormSchema,
    defaultValues: {
      seatCount: detail.seatCount === null ? '' : String(detail.seatCount),
      smokingType: detail.smokingType === null ? null : String(detail.smokingType),
      parking: detail.parking,
      wifi: detail.wifi,
      paymentNote: detail.paymentNote,
      note: detail.note,
    },
    submit: (values) =>
      call('storeSettings.updateDetail', { ...values, ...shop, updatedAt: config.updatedAt }),
    invalidate: [],
    record: storeConfigKey(shop),
    successMessage: ja.success.updated,
  });
  const { form } = page;
  const errors = form.formState.errors;

  return (
    <FormPageShell page={page} submitLabel={ja.actions.save} onReload={onReload}>
      <FormSection title={ja.storeSettings.detailSection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={<FieldLabel>{labels.seatCount}</FieldLabel>}
            inputMode="numeric"
            w={160}
            styles={{ input: { textAlign: 'right' } }}
            error={errors.seatCount?.message}
            autoFocus
            {...registerNormalized(form, 'seatCount', digitsOnly)}
          />
          <FormSelect
            control={form.control}
            name="smokingType"
            label={labels.smokingType}
            data={SMOKING_OPTIONS}
            clearable
            w={240}
          />
          <TextInput
            label={<FieldLabel>{labels.parking}</FieldLabel>}
            error={errors.parking?.message}
            {...form.register('parking')}
          />
          <FormSegmentedControl
            control={form.control}
            name="wifi"
            label={labels.wifi}
            data={choicesOf([1, 0], ja.storeSettings.wifi)}
            fallback={0}
            toValue={Number}
            w={200}
          />
          <TextInput
            label={<FieldLabel>{labels.paymentNote}</FieldLabel>}
            error={errors.paymentNote?.message}
            {...form.register('paymentNote')}
          />
        </SimpleGrid>
        <FormTextarea form={form} name="note" label={labels.note} minRows={3} maxRows={8} />
      </FormSection>
    </FormPageShell>
  );
}
