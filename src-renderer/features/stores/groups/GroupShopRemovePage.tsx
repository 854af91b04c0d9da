import { GroupShopsScreen } from './GroupShopsScreen';

/** グループからの店舗削除 */
export default function GroupShopRemovePage() {
  return <GroupShopsScreen mode="remove" />;
}
