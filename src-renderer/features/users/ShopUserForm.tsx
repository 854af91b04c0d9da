import { SimpleGrid } from '@mantine/core';
import type { User } from '@shared/api';
import { ja } from '@shared/messages';
import { shopUserCreateFormSchema, shopUserEditFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { FormSection } from '../../components/form/FormSection';
import { ServiceSelect } from './ServiceSelect';
import { ShopSelect } from './ShopSelect';
import { UserFormShell } from './UserFormShell';
import { personFormValues } from './userFormValues';
import { useUserForm } from './useUserForm';

/** A shop user: the person, its service (subdomain) and its shop there (organizationId). */
export function ShopUserForm({ user, onReload }: { user?: User; onReload?: () => void }) {
  const page = useUserForm({
    schema: user ? shopUserEditFormSchema : shopUserCreateFormSchema,
    defaultValues: {
      ...personFormValues(user),
      subdomain: user?.service?.subdomain ?? '',
      organizationId: user?.shop ? String(user.shop.id) : null,
    },
    user,
    create: (values) => call('users.createShop', values),
    update: (values) => call('users.updateShop', values),
  });
  return (
    <UserFormShell page={page} editing={Boolean(user)} onReload={onReload}>
      <FormSection title={ja.users.belongingSection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ServiceSelect onChange={() => page.form.setValue('organizationId', null)} />
          <ShopSelect />
        </SimpleGrid>
      </FormSection>
    </UserFormShell>
  );
}
