import { z } from 'zod';
import { MAX_CATEGORIES_OR_TAGS } from '../constants/limits';
import { ja } from '../messages/ja';
import { fieldMessage } from './message';

/** One validator of a list field (tags, images, options). */
export type ListRule<T> = (label: string) => z.core.$ZodCheck<T[]>;

type MaxCountTemplate =
  typeof ja.validation.maxCategoriesOrTags | typeof ja.validation.maxImages | typeof ja.validation.maxOptions;

function maxCountRule<T>(max: number, template: MaxCountTemplate): ListRule<T> {
  return (label) =>
    z.refine((list: T[]) => list.length <= max, { error: fieldMessage(label, template, { max }) });
}

/** At most 10 categories or tags unless told otherwise. */
export function maxTags<T>(max: number = MAX_CATEGORIES_OR_TAGS): ListRule<T> {
  return maxCountRule(max, ja.validation.maxCategoriesOrTags);
}

export function maxImages<T>(max: number): ListRule<T> {
  return maxCountRule(max, ja.validation.maxImages);
}

export function maxOptions<T>(max: number): ListRule<T> {
  return maxCountRule(max, ja.validation.maxOptions);
}

/** No two items share a name (for example group names); blank names are left to `required`. */
export function distinctNames<T>(nameOf: (item: T) => string): ListRule<T> {
  return (label) =>
    z.refine(
      (list: T[]) => {
        const names = list.map((item) => nameOf(item).trim()).filter((name) => name !== '');
        return new Set(names).size === names.length;
      },
      { error: fieldMessage(label, ja.validation.groupNameDuplicate) },
    );
}

/** A list field checked by each rule. */
export function listField<T extends z.ZodType>(label: string, item: T, ...rules: ListRule<z.output<T>>[]) {
  return z.array(item).check(...rules.map((rule) => rule(label)));
}
