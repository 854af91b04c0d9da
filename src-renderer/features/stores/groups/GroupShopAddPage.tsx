import { GroupShopsScreen } from './GroupShopsScreen';

/** グループへの店舗追加 */
export default function GroupShopAddPage() {
  return <GroupShopsScreen mode="add" />;
}
