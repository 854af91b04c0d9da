import { CategoryListScreen } from './CategoryListScreen';
import { TOP_ITEMS } from './contentCalls';

/** `/top/category/list` (head office): the categories of the app's top page, created and edited on their pages. */
export default function TopCategoryListPage() {
  return <CategoryListScreen kind={TOP_ITEMS} />;
}
