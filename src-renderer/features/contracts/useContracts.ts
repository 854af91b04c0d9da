import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractListQuery, EstimateProductListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const CONTRACT_LIST_KEY = 'contracts.list';
export const ALL_CONTRACTS_KEY = 'contracts.all';
export const PRODUCT_LIST_KEY = 'estimateProducts.list';
export const contractDetailKey = (subdomain: string, shopId: number, id: number) =>
  ['contracts.get', subdomain, shopId, id] as const;
export const productDetailKey = (subdomain: string, shopId: number, id: number) =>
  ['estimateProducts.get', subdomain, shopId, id] as const;

type ShopQuery = { subdomain: string; shopId: number };
const isId = (id: number) => Number.isInteger(id) && id > 0;

export function useContractList(query: ContractListQuery & ShopQuery) {
  return useQuery({
    queryKey: [CONTRACT_LIST_KEY, query],
    queryFn: () => call('contracts.list', query),
    placeholderData: keepPreviousData,
    enabled: isId(query.shopId),
  });
}

/** Every contract of the shop, by number: the estimate product form's choice. */
export function useAllContracts({ subdomain, shopId }: ShopQuery) {
  return useQuery({
    queryKey: [ALL_CONTRACTS_KEY, subdomain, shopId],
    queryFn: () =>
      call('contracts.all', { subdomain, shopId, noPaginate: true, sort: 'contractNumber', typeSort: 'ASC' }),
    enabled: isId(shopId),
  });
}

export function useContractDetail({ subdomain, shopId }: ShopQuery, id: number) {
  return useQuery({
    queryKey: contractDetailKey(subdomain, shopId, id),
    queryFn: () => call('contracts.get', { subdomain, shopId, id }),
    enabled: isId(shopId) && isId(id),
  });
}

export function useEstimateProductList(query: EstimateProductListQuery & ShopQuery) {
  return useQuery({
    queryKey: [PRODUCT_LIST_KEY, query],
    queryFn: () => call('estimateProducts.list', query),
    placeholderData: keepPreviousData,
    enabled: isId(query.shopId),
  });
}

export function useEstimateProductDetail({ subdomain, shopId }: ShopQuery, id: number) {
  return useQuery({
    queryKey: productDetailKey(subdomain, shopId, id),
    queryFn: () => call('estimateProducts.get', { subdomain, shopId, id }),
    enabled: isId(shopId) && isId(id),
  });
}
