import { useParams } from 'react-router';
import { contentCategoryCreateRequestSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { TOP_CATEGORIES } from './contentCalls';
import { TopCategoryNameField } from './TopCategoryNameField';
import { RecordCreateScreen } from '../../components/form/RecordCreateScreen';

/** `/top/category/create` (head office): a new category at the end of the top page. */
export default function TopCategoryCreatePage() {
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
    <RecordCreateScreen
      page={page}
      maw={640}
      testId="top-category-form"
      back={{ to: listPath, label: ja.shopContent.backToList }}
    >
      <TopCategoryNameField />
    </RecordCreateScreen>
  );
}
