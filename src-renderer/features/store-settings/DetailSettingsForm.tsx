import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SMOKING_TYPE } from '@shared/constants';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';
import { storeDetailSettingsFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FieldLabel } from '../../components/form/FormField';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSelect } from '../../components/form/FormSelect';
import { FormSection } from '../../components/form/FormSection';
import { registerNormalized } from '../../components/form/registerNormalized';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import type { SettingsFormProps } from './SettingsFormScreen';
import { storeConfigKey } from './useStoreConfig';

const labels = ja.forms.storeSettings;
const SMOKING_OPTIONS = Object.values(SMOKING_TYPE).map((value) => ({
  value: String(value),
  label: ja.enums.smokingType[value],
}));

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
          <Controller
            control={form.control}
            name="wifi"
            render={({ field }) => (
              <Stack gap={6}>
                <FieldLabel>{labels.wifi}</FieldLabel>
                <SegmentedControl
                  w={200}
                  value={String(field.value ?? 0)}
                  onChange={(value) => field.onChange(Number(value))}
                  data={[1, 0].map((value) => ({
                    value: String(value),
                    label: ja.storeSettings.wifi[value as 0 | 1],
                  }))}
                  aria-label={labels.wifi}
                />
                {errors.wifi && (
                  <Text size="xs" c="red">
                    {errors.wifi.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          <TextInput
            label={<FieldLabel>{labels.paymentNote}</FieldLabel>}
            error={errors.paymentNote?.message}
            {...form.register('paymentNote')}
          />
        </SimpleGrid>
        <Textarea
          label={<FieldLabel>{labels.note}</FieldLabel>}
          autosize
          minRows={3}
          maxRows={8}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </FormSection>
    </FormPageShell>
  );
}
