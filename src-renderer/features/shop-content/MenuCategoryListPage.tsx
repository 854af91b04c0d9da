import { CategoryListScreen } from './CategoryListScreen';
import { MENU_ITEMS } from './contentCalls';

/** `/menu/category/list` (store): the shop's menu categories, managed in place. */
export default function MenuCategoryListPage() {
  return <CategoryListScreen kind={MENU_ITEMS} />;
}
