import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The one message a form shows: the first field, in the schema's field order, that has an error.
 * zod reports issues in its own order and react-hook-form keeps them in an object, so the order
 * is passed in (`Object.keys(schema.shape)`) rather than read from either.
 */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): string | undefined {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  for (const name of order) {
    const message = byName[name]?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
