import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useWatch, useFormContext } from 'react-hook-form';
import type { ContractItem, UploadedImage } from '@shared/api';
import { ESTIMATE_PRODUCT_TITLE_MAX_LENGTH, MAX_INTEGER } from '@shared/constants';
import { formatPaymentCount } from '@shared/format';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { calculateTrial, trialContractOf } from '@shared/trial';
import { FieldLabel } from '../../../components/form/FormField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormSection } from '../../../components/form/FormSection';
import { registerNormalized } from '../../../components/form/registerNormalized';
import { ImageUpload } from '../../../components/upload/ImageUpload';
import { TrialTable } from '../TrialTable';
import type { EstimateProductFormFields } from './estimateProductFormValues';
import { RemoveImageCheckbox } from '../../../components/upload/RemoveImageCheckbox';
import { FormWholeNumberInput } from '../../../components/form/FormWholeNumberInput';

const labels = ja.contracts.fields;

interface EstimateProductFormBodyProps {
  contracts: readonly ContractItem[];
  savedImageUrl: string | null;
  onImage: (image: UploadedImage | null) => void;
  pickedImage: boolean;
}

/** Title, price, contract and image, beside the trial calculation for the chosen contract as it is typed. */
export function EstimateProductFormBody({
  contracts,
  savedImageUrl,
  onImage,
  pickedImage,
}: EstimateProductFormBodyProps) {
  const form = useFormContext<EstimateProductFormFields>();
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as EstimateProductFormFields;
  const contract = contracts.find((item) => String(item.id) === String(values.contractId ?? ''));
  const amount = Number(values.amount);
  const terms = contract ? trialContractOf(contract) : null;
  const trial = terms && Number.isInteger(amount) && amount >= 1 ? calculateTrial(amount, terms) : null;

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="lg" style={{ flex: 1, minWidth: 360 }}>
        <FormSection title={ja.contracts.products.productSection}>
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack gap={6}>
              <ImageUpload
                label={labels.image}
                currentUrl={values.removeImage === 1 ? null : savedImageUrl}
                onChange={onImage}
              />
              {savedImageUrl && !pickedImage && 'removeImage' in values && (
                <RemoveImageCheckbox label={labels.removeImage} />
              )}
            </Stack>
            <Stack gap="md" style={{ flex: 1, minWidth: 260 }}>
              <TextInput
                label={<FieldLabel required>{labels.title}</FieldLabel>}
                maxLength={ESTIMATE_PRODUCT_TITLE_MAX_LENGTH}
                error={errors.title?.message}
                autoFocus
                {...registerNormalized(form, 'title', removeEmojiAndTrim)}
              />
              <FormWholeNumberInput
                control={form.control}
                name="amount"
                label={labels.amount}
                required
                min={1}
                max={MAX_INTEGER}
                rightSection={<Text size="sm">{ja.units.yenUnit}</Text>}
                w={220}
              />
              <FormSelect
                control={form.control}
                name="contractId"
                label={labels.contractId}
                required
                data={contracts.map((item) => ({
                  value: String(item.id),
                  label: formatMessage(ja.contracts.contractOption, {
                    number: item.contractNumber,
                    condition: formatPaymentCount(item.condition),
                    interestType: ja.contracts.interestType[item.interestType],
                  }),
                }))}
                searchable
                nothingFoundMessage={ja.contracts.products.noContracts}
                maw={420}
                data-testid="product-contract"
              />
            </Stack>
          </Group>
        </FormSection>
      </Stack>
      <Stack style={{ width: 420 }}>
        <TrialTable
          result={trial}
          title={
            values.title
              ? formatMessage(ja.contracts.products.trialFor, { name: values.title })
              : ja.contracts.trial.title
          }
        />
      </Stack>
    </Group>
  );
}
