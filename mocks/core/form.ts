// Request fields: query parameters on GET, form fields on POST (urlencoded or multipart).
// The mock reads them as strings, the way they travel, and converts where the contract says.

export type Fields = {
  get(name: string): string | undefined;
  /** An uploaded file (multipart only). */
  file(name: string): File | undefined;
  has(name: string): boolean;
};

export async function readFields(request: Request): Promise<Fields> {
  const url = new URL(request.url);
  const values = new Map<string, string>();
  const files = new Map<string, File>();
  url.searchParams.forEach((v, k) => values.set(k, v));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await request.formData();
      form.forEach((v, k) => (typeof v === 'string' ? values.set(k, v) : files.set(k, v)));
    } else if (type.startsWith('application/x-www-form-urlencoded')) {
      new URLSearchParams(await request.text()).forEach((v, k) => values.set(k, v));
    }
  }
  return {
    get: (name) => values.get(name),
    file: (name) => files.get(name),
    has: (name) => values.has(name) || files.has(name),
  };
}

/** An integer field, or undefined when absent, empty or not an integer. */
export function int(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

/** Comma-joined integers ("3,5"), as the contract sends id lists in form fields. */
export function intList(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => int(s))
    .filter((n): n is number => n !== undefined);
}
