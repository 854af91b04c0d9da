import { formatZipcode } from '@shared/format';
import type { StoreListItem } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';

/** Postal code, then the address in one line (building name after a space). */
export function fullAddress(shop: StoreListItem): string {
  const building = shop.buildingName ? ` ${shop.buildingName}` : '';
  const address = `${shop.prefectureName}${shop.municipalityName}${shop.streetAddress}${building}`;
  return formatMessage(ja.stores.map.fullAddress, { zipcode: formatZipcode(shop.zipcode), address });
}
