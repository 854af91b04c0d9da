/** The union of the values of an `as const` enumeration object. */
export type ValueOf<T> = T[keyof T];
