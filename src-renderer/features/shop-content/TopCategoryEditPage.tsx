import { Button, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { contentCategoryUpdateRequestSchema } from '@shared/api';
import type { ContentCategory } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { QueryContent } from '../../components/QueryContent';
import { TOP_CATEGORIES } from './contentCalls';
import { TopCategoryNameField } from './TopCategoryNameField';
import { useRecordId } from '../../components/routing/useRecordId';

/** `/top/category/edit/{id}` (head office): renames a top category; a 409 offers the latest. */
export default function TopCategoryEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const categoryId = useRecordId();
  const detail = useChannelQuery('topCategories.get', { subdomain, id: categoryId });
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <QueryContent query={detail}>
        {({ data: record }) => (
          <TopCategoryEditForm
            key={record.updatedAt}
            subdomain={subdomain}
            category={record}
            onReload={() => void detail.refetch()}
          />
        )}
      </QueryContent>
    </Stack>
  );
}

function TopCategoryEditForm({
  subdomain,
  category,
  onReload,
}: {
  subdomain: string;
  category: ContentCategory;
  onReload: () => void;
}) {
  const listPath = routePath('topCategoryList', { subdomain });
  const page = useRecordEditor({
    schema: contentCategoryUpdateRequestSchema,
    defaultValues: { name: category.name, updatedAt: category.updatedAt },
    submit: (values) => call('topCategories.update', { ...values, subdomain, id: category.id }),
    invalidate: [TOP_CATEGORIES.list],
    backTo: listPath,
  });
  return (
    <FormPageShell
      page={page}
      submitLabel={ja.actions.update}
      onReload={onReload}
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
  );
}
