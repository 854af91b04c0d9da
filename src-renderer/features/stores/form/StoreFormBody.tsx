import { SimpleGrid } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { AddressFields } from '../../../components/address/AddressFields';
import { FormPageShell } from '../../../components/form/FormPageShell';
import type { FormPageShellPage } from '../../../components/form/FormPageShell';
import { FormSection } from '../../../components/form/FormSection';
import { AllowIpEditor } from './AllowIpEditor';
import { StoreEcFields } from './StoreEcFields';
import { StoreInfoFields } from './StoreInfoFields';
import { StoreLocationFields } from './StoreLocationFields';
import { StoreOwnerFields } from './StoreOwnerFields';
import { StorePasswordField } from './StorePasswordField';

const sections = ja.stores.form;

interface StoreFormBodyProps<T extends FieldValues, O> {
  subdomain: string;
  mode: 'create' | 'edit';
  /** Whether the saved shop has an EC password (edit only). */
  ecPasswordSet: boolean | null;
  page: FormPageShellPage<T, O>;
  onReload: () => void;
}

/** The shop form of spec section 3, section by section; the create and edit pages share it. */
export function StoreFormBody<T extends FieldValues, O>(props: StoreFormBodyProps<T, O>) {
  return (
    <FormPageShell
      page={props.page}
      submitLabel={props.mode === 'create' ? ja.actions.register : ja.actions.update}
      onReload={props.onReload}
      testId="store-form"
      back={{ to: routePath('storeList', { subdomain: props.subdomain }), label: sections.backToList }}
    >
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
    </FormPageShell>
  );
}
