/**
 * Typed message parameters: `formatMessage('最小{min}文字', { min: 8 })` only compiles when
 * every `{name}` placeholder of the template is given.
 */
export type MessageParams<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | MessageParams<Rest>
  : never;

/** The arguments after the template: none, or an object with every placeholder. */
export type MessageArgs<S extends string> = [MessageParams<S>] extends [never]
  ? []
  : [params: Record<MessageParams<S>, string | number>];

export function formatMessage<S extends string>(template: S, ...args: MessageArgs<S>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
