import type { ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { findMunicipality } from './japan-post';

/**
 * The municipality must be a real one of the chosen prefecture: the form only checks its
 * shape, the postal data knows the codes. Answers the field errors (none when it fits).
 */
export function municipalityErrors(
  prefectureId: number | null,
  municipalityId: string | null,
  label: string,
): ErrorEntry[] {
  if (prefectureId === null || municipalityId === null) return [];
  const municipality = findMunicipality(municipalityId);
  if (!municipality)
    return [{ name: 'municipalityId', message: fieldMessage(label, ja.validation.unknownChoice) }];
  if (Number(municipality.prefectureCode) !== prefectureId)
    return [{ name: 'municipalityId', message: fieldMessage(label, ja.validation.municipalityMismatch) }];
  return [];
}
