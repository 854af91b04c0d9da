import { addressesOfZipcode, prefectureName } from '../platform/address/japan-post';
import type { CompanyBlueprint } from './data';

/** A company row from its blueprint: the prefecture and municipality come from the postal code. */
export function companyValues(company: CompanyBlueprint) {
  const [address] = addressesOfZipcode(company.zipcode);
  if (!address) throw new Error(`demo postal code ${company.zipcode} is unknown`);
  const prefectureId = Number(address.prefectureCode);
  return {
    name: company.name,
    nameKana: company.nameKana,
    zipcode: company.zipcode,
    prefectureId,
    municipalityId: address.municipalityCode,
    streetAddress: company.streetAddress,
    buildingName: company.buildingName ?? null,
    address: [
      prefectureName(prefectureId),
      address.municipalityName,
      company.streetAddress,
      company.buildingName ?? '',
    ]
      .join('')
      .trim(),
    telephone: company.telephone,
    representativeName: company.representativeName,
    ...company.bank,
  };
}
