import { ContentCreateScreen } from './ContentCreateScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { MENU_FORM } from './menuForm';

export const prefetch = contentFormPrefetch(MENU_FORM.kind);

/** `/menu/create` (store): a menu item at the end of its category (or of a new one). */
export default function MenuCreatePage() {
  return <ContentCreateScreen form={MENU_FORM} />;
}
