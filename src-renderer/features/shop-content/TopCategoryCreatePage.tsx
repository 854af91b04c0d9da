import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { contentCategoryCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { invalidateChannels } from '../../bridge/channelQuery';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useFormPage } from '../../components/form/useFormPage';
import { TOP_CATEGORIES } from './contentCalls';
import { TopCategoryNameField } from './TopCategoryNameField';

/** `/top/category/create` (head office): a new category at the end of the top page. */
export default function TopCategoryCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPath = routePath('topCategoryList', { subdomain });
  const page = useFormPage({
    schema: contentCategoryCreateRequestSchema,
    defaultValues: { name: '' },
    submit: (values) => call('topCategories.create', { ...values, subdomain }),
    successMessage: (answer) => answer.message,
    onSuccess: async () => {
      await invalidateChannels(queryClient, [TOP_CATEGORIES.list]);
      await navigate(listPath);
    },
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FormPageShell
        page={page}
        submitLabel={ja.actions.register}
        maw={640}
        testId="top-category-form"
        actions={
          <Button variant="default" component={Link} to={listPath}>
            {ja.shopContent.backToList}
          </Button>
        }
      >
        <TopCategoryNameField form={page.form as never} />
      </FormPageShell>
    </Stack>
  );
}
