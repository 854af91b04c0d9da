import type { StoreCreateRequest, StoreDetail, StoreUpdateRequest } from '@shared/api';

/** What the store form holds: the create request, plus the updatedAt an edit was read with. */
export type StoreFormFields = StoreCreateRequest & { updatedAt?: string };

/** A new shop: every field empty. */
export function emptyStoreForm(): StoreCreateRequest {
  return {
    nameSei: '',
    nameMei: '',
    email: '',
    companyName: '',
    zipcode: '',
    groupId: null,
    prefectureId: null,
    municipalityId: null,
    streetAddress: '',
    buildingName: '',
    telephone: '',
    storeName: '',
    genreId: null,
    serviceTagId: null,
    remarks: '',
    shopCode: '',
    password: '',
    allowIps: [],
    deletedAllowIps: [],
    ecShopId: '',
    ecShopPassword: '',
    ecSalesType: null,
    ecAuthorizedIPAddress: '',
    ecRedirectUrl: '',
    ecGeneratedKey: '',
    latitude: '',
    longitude: '',
  };
}

/** The saved shop as form values; passwords empty (an empty one leaves the saved one). */
export function storeFormValues(shop: StoreDetail): StoreUpdateRequest {
  return {
    nameSei: shop.nameSei,
    nameMei: shop.nameMei,
    email: shop.email,
    companyName: shop.companyName ?? '',
    zipcode: shop.zipcode,
    groupId: shop.groupId,
    prefectureId: shop.prefectureId,
    municipalityId: shop.municipalityId,
    streetAddress: shop.streetAddress,
    buildingName: shop.buildingName ?? '',
    telephone: shop.telephone,
    storeName: shop.storeName,
    genreId: shop.genreId,
    serviceTagId: shop.serviceTagId,
    remarks: shop.remarks ?? '',
    shopCode: shop.shopCode ?? '',
    password: '',
    allowIps: shop.allowIps.map((entry) => ({
      id: entry.id,
      ipAddress: entry.ipAddress,
      ipRange: entry.ipRange ?? '',
    })),
    deletedAllowIps: [],
    ecShopId: shop.ecShopId ?? '',
    ecShopPassword: '',
    ecSalesType: shop.ecSalesType,
    ecAuthorizedIPAddress: shop.ecAuthorizedIPAddress ?? '',
    ecRedirectUrl: shop.ecRedirectUrl ?? '',
    ecGeneratedKey: shop.ecGeneratedKey ?? '',
    latitude: shop.latitude === null ? '' : String(shop.latitude),
    longitude: shop.longitude === null ? '' : String(shop.longitude),
    updatedAt: shop.updatedAt,
  };
}
