// JSON Schema 2020-12 validation against the bundled contract (ajv), shared by the contract's
// own tests, the mock's tests and the contract runner.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { escapePointer, type Bundle } from './contract.ts';

export function createValidator(doc: Bundle) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI keywords that are not JSON Schema keywords.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-inferred']);
  ajv.addSchema(doc as object, 'shop');

  /** Errors of `value` against the schema at a JSON pointer of the bundle ('#/paths/...'); [] when valid. */
  function validate(pointer: string, value: unknown): string[] {
    const fn = ajv.getSchema(`shop${pointer}`);
    if (!fn) throw new Error(`no schema at ${pointer}`);
    return fn(value)
      ? []
      : (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
  }

  /** Errors of a 200 JSON body against the operation's response schema. */
  function validateResponse(method: string, path: string, body: unknown): string[] {
    const ptr = `#/paths/${escapePointer(path)}/${method.toLowerCase()}/responses/200/content/application~1json/schema`;
    return validate(ptr, body);
  }

  return { validate, validateResponse };
}
