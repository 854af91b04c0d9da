import { Button, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { contentCategoryCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { TOP_CATEGORIES } from './contentCalls';
import { TopCategoryNameField } from './TopCategoryNameField';

/** `/top/category/create` (head office): a new category at the end of the top page. */
export default function TopCategoryCreatePage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const listPath = routePath('topCategoryList', { subdomain });
  const page = useRecordEditor({
    schema: contentCategoryCreateRequestSchema,
    defaultValues: { name: '' },
    submit: (values) => call('topCategories.create', { ...values, subdomain }),
    invalidate: [TOP_CATEGORIES.list],
    backTo: listPath,
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
        <TopCategoryNameField />
      </FormPageShell>
    </Stack>
  );
}
