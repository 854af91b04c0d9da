import { CategoryListScreen } from './CategoryListScreen';
import { GALLERY_ITEMS } from './contentCalls';

/** `/gallery/category/list` (store): the shop's gallery categories, managed in place. */
export default function GalleryCategoryListPage() {
  return <CategoryListScreen kind={GALLERY_ITEMS} />;
}
