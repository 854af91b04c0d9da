import { MUNICIPALITY_CODE_PATTERN, PREFECTURE_CODE_MAX } from '../../constants/address';
import { codeField, idField, optionalTextField, requiredTextField } from '../choice-fields';
import { maxLength, noEmoji, phone, zipcode } from '../text-rules';

type AddressField =
  'zipcode' | 'prefectureId' | 'municipalityId' | 'streetAddress' | 'buildingName' | 'telephone';

/**
 * A postal address in Japan with its telephone, as the shop and company forms take it: the zip
 * code, the prefecture and municipality codes of the address lookup, the street and the building
 * (each up to 100 characters), and the phone number.
 */
export function addressShape(labels: Readonly<Record<AddressField, string>>) {
  return {
    zipcode: requiredTextField(labels.zipcode, zipcode()),
    prefectureId: idField(labels.prefectureId, { required: true, max: PREFECTURE_CODE_MAX }),
    municipalityId: codeField(labels.municipalityId, MUNICIPALITY_CODE_PATTERN, { required: true }),
    streetAddress: requiredTextField(labels.streetAddress, maxLength(100), noEmoji()),
    buildingName: optionalTextField(labels.buildingName, maxLength(100), noEmoji()),
    telephone: requiredTextField(labels.telephone, phone()),
  };
}
