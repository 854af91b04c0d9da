import type { EstimateProductItem } from '@shared/api';
import type { EstimateProductFormInput } from '@shared/validation';

/** The estimate product form as its inputs hold it; removeImage on edits only. */
export type EstimateProductFormFields = EstimateProductFormInput & { removeImage?: 0 | 1 };

export function emptyEstimateProductForm(): EstimateProductFormFields {
  return { title: '', amount: '', contractId: null };
}

export function estimateProductFormValues(product: EstimateProductItem): EstimateProductFormFields {
  return {
    title: product.title,
    amount: String(product.amount),
    contractId: String(product.contractId),
    removeImage: 0,
  };
}
