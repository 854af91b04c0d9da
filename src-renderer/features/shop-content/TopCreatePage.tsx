import { ContentCreateScreen } from './ContentCreateScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { TOP_FORM } from './topForm';

export const prefetch = contentFormPrefetch(TOP_FORM.kind);

/** `/top/create` (head office): an item at the end of its top category. */
export default function TopCreatePage() {
  return <ContentCreateScreen form={TOP_FORM} />;
}
