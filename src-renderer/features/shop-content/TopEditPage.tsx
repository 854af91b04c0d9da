import { ContentEditScreen } from './ContentEditScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { TOP_FORM } from './topForm';

export const prefetch = contentFormPrefetch(TOP_FORM.kind);

/** `/top/edit/{id}` (head office): a top item; a 409 offers the latest. */
export default function TopEditPage() {
  return <ContentEditScreen form={TOP_FORM} />;
}
