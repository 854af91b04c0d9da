import type { CompanySetting, CompanyUpdateRequest } from '@shared/api';

/** The form's starting values from the saved company (empty strings where nothing is saved). */
export function companyFormValues(company: CompanySetting): CompanyUpdateRequest {
  return {
    companyName: company.companyName,
    companyNameKana: company.companyNameKana,
    zipcode: company.zipcode,
    prefectureId: company.prefectureId,
    municipalityId: company.municipalityId,
    streetAddress: company.streetAddress,
    buildingName: company.buildingName,
    telephone: company.telephone,
    representativeName: company.representativeName,
    bankCode: company.bankCode,
    bankName: company.bankName,
    branchCode: company.branchCode,
    branchName: company.branchName,
    accountType: company.accountType,
    accountNumber: company.accountNumber,
    accountHolderKana: company.accountHolderKana,
    // null: no company saved yet (the first save); absent: the backend reads no versions.
    updatedAt: company.updatedAt,
  };
}
