import { keepPreviousData } from '@tanstack/react-query';
import type { ContractListQuery, EstimateProductListQuery } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const contractDetailKey = (subdomain: string, shopId: number, id: number) =>
  channelKey('contracts.get', { subdomain, shopId, id });
export const productDetailKey = (subdomain: string, shopId: number, id: number) =>
  channelKey('estimateProducts.get', { subdomain, shopId, id });

type ShopQuery = { subdomain: string; shopId: number };
const isId = (id: number) => Number.isInteger(id) && id > 0;

export function useContractList(query: ContractListQuery & ShopQuery) {
  return useChannelQuery('contracts.list', query, {
    placeholderData: keepPreviousData,
    enabled: isId(query.shopId),
  });
}

/** Every contract of the shop, by number: the estimate product form's choice. */
export function useAllContracts({ subdomain, shopId }: ShopQuery) {
  return useChannelQuery(
    'contracts.all',
    { subdomain, shopId, noPaginate: true, sort: 'contractNumber', typeSort: 'ASC' },
    { enabled: isId(shopId) },
  );
}

export function useContractDetail({ subdomain, shopId }: ShopQuery, id: number) {
  return useChannelQuery('contracts.get', { subdomain, shopId, id }, { enabled: isId(shopId) && isId(id) });
}

export function useEstimateProductList(query: EstimateProductListQuery & ShopQuery) {
  return useChannelQuery('estimateProducts.list', query, {
    placeholderData: keepPreviousData,
    enabled: isId(query.shopId),
  });
}

export function useEstimateProductDetail({ subdomain, shopId }: ShopQuery, id: number) {
  return useChannelQuery(
    'estimateProducts.get',
    { subdomain, shopId, id },
    { enabled: isId(shopId) && isId(id) },
  );
}
