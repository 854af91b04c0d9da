import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { digitsOnly, toHalfWidth } from '@shared/input';
import { ja } from '@shared/messages';
import { call, isCallError } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { FieldLabel } from '../form/FormField';
import { FormSelect } from '../form/FormSelect';
import { normalisedField } from '../form/normalisedField';
import { prefectureCodeOf, useMunicipalities, usePrefectures } from './useAddressLookups';

/** The address part of a form; its fields carry these names. */
interface AddressValues {
  zipcode: string;
  prefectureId: number | string | null;
  municipalityId: string | null;
  streetAddress: string;
  buildingName: string | null;
}

interface AddressFieldsProps {
  labels: Record<keyof AddressValues, string>;
  required?: boolean;
}

/**
 * Postal code, prefecture, municipality, street and building. The postal code (full-width
 * digits and a hyphen are fine) fills the prefecture, municipality and town from the address
 * service; no match says so.
 */
export function AddressFields({ labels, required = true }: AddressFieldsProps) {
  const form = useFormContext<AddressValues>();
  const alerts = useAlertStore();
  const [looking, setLooking] = useState(false);
  const prefectures = usePrefectures();
  const prefectureCode = prefectureCodeOf(form.watch('prefectureId'));
  const municipalities = useMunicipalities(prefectureCode);
  const errors = form.formState.errors;

  const lookUp = async () => {
    const zip = digitsOnly(toHalfWidth(form.getValues('zipcode') ?? ''));
    form.setValue('zipcode', zip, { shouldDirty: true });
    if (zip.length !== 7) {
      await form.trigger('zipcode');
      return;
    }
    setLooking(true);
    try {
      const { data } = await call('address.zipcode', { zip });
      const [address] = data;
      if (!address) throw new Error('no address');
      form.setValue('prefectureId', Number(address.prefectureCode), {
        shouldDirty: true,
        shouldValidate: true,
      });
      form.setValue('municipalityId', address.municipalityCode, { shouldDirty: true, shouldValidate: true });
      if (!form.getValues('streetAddress'))
        form.setValue('streetAddress', address.town, { shouldDirty: true });
      form.clearErrors('zipcode');
    } catch (error) {
      const message =
        isCallError(error) && error.status !== 404 ? error.message : ja.errors.noMatchingAddress;
      form.setError('zipcode', { type: 'lookup', message });
      alerts.add({ message, type: 'error' });
    } finally {
      setLooking(false);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={<FieldLabel required={required}>{labels.zipcode}</FieldLabel>}
          placeholder="1000001"
          inputMode="numeric"
          ff="monospace"
          maw={200}
          error={errors.zipcode?.message}
          {...normalisedField(form, 'zipcode', digitsOnly)}
        />
        <Button variant="default" onClick={() => void lookUp()} loading={looking}>
          {ja.address.lookUp}
        </Button>
      </Group>
      <FormSelect
        control={form.control}
        name="prefectureId"
        label={labels.prefectureId}
        required={required}
        data={(prefectures.data?.data ?? []).map((prefecture) => ({
          value: String(Number(prefecture.code)),
          label: prefecture.name,
        }))}
        toValue={(choice) => (choice ? Number(choice) : null)}
        onChosen={() => form.setValue('municipalityId', null)}
        searchable
      />
      <FormSelect
        control={form.control}
        name="municipalityId"
        label={labels.municipalityId}
        required={required}
        data={(municipalities.data?.data ?? []).map((municipality) => ({
          value: municipality.code,
          label: municipality.name,
        }))}
        searchable
        disabled={!prefectureCode}
      />
      <TextInput
        label={<FieldLabel required={required}>{labels.streetAddress}</FieldLabel>}
        error={errors.streetAddress?.message}
        {...form.register('streetAddress')}
      />
      <TextInput
        label={<FieldLabel>{labels.buildingName}</FieldLabel>}
        error={errors.buildingName?.message}
        {...form.register('buildingName')}
      />
    </SimpleGrid>
  );
}
