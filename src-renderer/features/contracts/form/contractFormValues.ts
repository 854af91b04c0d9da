import type { ContractItem } from '@shared/api';
import { INTEREST_TYPE } from '@shared/constants';
import type { ContractFormInput } from '@shared/validation';

/** The contract form as its inputs hold it (strings). */
export type ContractFormFields = ContractFormInput;

export function emptyContractForm(): ContractFormFields {
  return {
    contractNumber: '',
    condition: '12',
    interestType: String(INTEREST_TYPE.ANNUAL),
    interestRate: '',
    amountPayment: '',
  };
}

export function contractFormValues(contract: ContractItem): ContractFormFields {
  return {
    contractNumber: contract.contractNumber,
    condition: contract.condition,
    interestType: String(contract.interestType),
    interestRate: contract.interestRate.toFixed(2),
    amountPayment: contract.amountPayment === null ? '' : String(contract.amountPayment),
  };
}
