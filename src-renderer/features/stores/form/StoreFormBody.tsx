import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { AddressFields } from '../../../components/address/AddressFields';
import { ConflictNotice } from '../../../components/form/ConflictNotice';
import { FormActions } from '../../../components/form/FormActions';
import { FormSection } from '../../../components/form/FormSection';
import { UnsavedChangesGuard } from '../../../components/form/UnsavedChangesGuard';
import { AllowIpEditor } from './AllowIpEditor';
import { StoreEcFields } from './StoreEcFields';
import { StoreInfoFields } from './StoreInfoFields';
import { StoreLocationFields } from './StoreLocationFields';
import { StoreOwnerFields } from './StoreOwnerFields';
import type { StoreFormFields } from './storeFormValues';
import { StorePasswordField } from './StorePasswordField';

const sections = ja.stores.form;

interface StoreFormBodyProps {
  subdomain: string;
  mode: 'create' | 'edit';
  /** Whether the saved shop has an EC password (edit only). */
  ecPasswordSet: boolean | null;
  submitting: boolean;
  conflict: string | null;
  onReload: () => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** The shop form of spec section 3, section by section; the create and edit pages share it. */
export function StoreFormBody(props: StoreFormBodyProps) {
  const form = useFormContext<StoreFormFields>();
  return (
    <form noValidate onSubmit={props.onSubmit} data-testid="store-form">
      <UnsavedChangesGuard dirty={form.formState.isDirty && !props.submitting} />
      <Stack gap="lg">
        <ConflictNotice message={props.conflict} onReload={props.onReload} />
        <FormSection title={sections.storeSection}>
          <StoreInfoFields subdomain={props.subdomain} />
        </FormSection>
        <FormSection title={sections.ownerSection}>
          <StoreOwnerFields />
        </FormSection>
        <FormSection title={sections.addressSection}>
          <AddressFields labels={ja.forms.shop} />
        </FormSection>
        <FormSection title={sections.locationSection} lead={sections.locationLead}>
          <StoreLocationFields />
        </FormSection>
        <FormSection title={sections.accountSection}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <StorePasswordField required={props.mode === 'create'} />
          </SimpleGrid>
          <AllowIpEditor />
        </FormSection>
        <FormSection title={sections.ecSection}>
          <StoreEcFields passwordSet={props.ecPasswordSet} />
        </FormSection>
        <FormActions
          submitLabel={props.mode === 'create' ? ja.actions.register : ja.actions.update}
          submitting={props.submitting}
        >
          <Button
            variant="default"
            component={Link}
            to={routePath('storeList', { subdomain: props.subdomain })}
          >
            {sections.backToList}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
