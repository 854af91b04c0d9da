import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { digitsOnly } from '@shared/input';
import { ja } from '@shared/messages';
import { FieldLabel } from '../../../components/form/FormField';
import { normalisedField } from '../../../components/form/normalisedField';
import { useGroupOptions } from '../groups/useGroupOptions';
import { useGenres } from '../useGenres';
import { useServiceTags } from '../useServiceTags';
import { ChoiceSelect } from './ChoiceSelect';
import type { StoreFormFields } from './storeFormValues';
import { FormTextarea } from '../../../components/form/FormTextarea';

const labels = ja.forms.shop;

const toOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** Store name, shop code, group, genre, service tag, telephone and remarks. */
export function StoreInfoFields({ subdomain }: { subdomain: string }) {
  const form = useFormContext<StoreFormFields>();
  const errors = form.formState.errors;
  const groups = useGroupOptions(subdomain);
  const genres = useGenres();
  const tags = useServiceTags(subdomain);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TextInput
        label={<FieldLabel required>{labels.storeName}</FieldLabel>}
        error={errors.storeName?.message}
        autoFocus
        {...form.register('storeName')}
      />
      <TextInput
        label={<FieldLabel required>{labels.shopCode}</FieldLabel>}
        ff="monospace"
        error={errors.shopCode?.message}
        {...form.register('shopCode')}
      />
      <ChoiceSelect name="groupId" label={labels.groupId} data={toOptions(groups.data?.data)} />
      <ChoiceSelect name="genreId" label={labels.genreId} required data={toOptions(genres.data?.data)} />
      <ChoiceSelect name="serviceTagId" label={labels.serviceTagId} data={toOptions(tags.data?.data)} />
      <TextInput
        label={<FieldLabel required>{labels.telephone}</FieldLabel>}
        inputMode="tel"
        ff="monospace"
        error={errors.telephone?.message}
        {...normalisedField(form, 'telephone', digitsOnly)}
      />
      <FormTextarea
        form={form}
        name="remarks"
        label={labels.remarks}
        minRows={2}
        maxRows={6}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
