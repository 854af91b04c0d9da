import { useParams } from 'react-router';
import { contentCategoryUpdateRequestSchema } from '@shared/api';
import type { ContentCategory } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { useChannelQuery } from '../../bridge/channelQuery';
import { FormPageShell } from '../../components/form/FormPageShell';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { TOP_CATEGORIES } from './contentCalls';
import { TopCategoryNameField } from './TopCategoryNameField';
import { useRecordId } from '../../components/routing/useRecordId';

/** `/top/category/edit/{id}` (head office): renames a top category; a 409 offers the latest. */
export default function TopCategoryEditPage() {
  const { subdomain = '' } = useParams();
  const categoryId = useRecordId();
  const detail = useChannelQuery('topCategories.get', { subdomain, id: categoryId });
  return (
    <RecordEditScreen query={detail}>
      {(record, reload) => <TopCategoryEditForm subdomain={subdomain} category={record} onReload={reload} />}
    </RecordEditScreen>
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
      back={{ to: listPath, label: ja.shopContent.backToList }}
    >
      <TopCategoryNameField />
    </FormPageShell>
  );
}
