/** Reading what this code did not write (a save from an older version, another tab's message): a value is first checked to be an object before its fields are read. */
export function isObject(v: unknown): v is { readonly [key: string]: unknown } {
  return typeof v === 'object' && v !== null;
}
