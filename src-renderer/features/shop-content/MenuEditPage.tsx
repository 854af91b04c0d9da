import { ContentEditScreen } from './ContentEditScreen';
import { contentFormPrefetch } from './contentPrefetch';
import { MENU_FORM } from './menuForm';

export const prefetch = contentFormPrefetch(MENU_FORM.kind);

/** `/menu/edit/{id}` (store): a menu item; a 409 offers the latest. */
export default function MenuEditPage() {
  return <ContentEditScreen form={MENU_FORM} />;
}
