import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

/**
 * Validates Store API answers against the official schema that ships with @shopware/api-client
 * (OpenAPI 3.1 = JSON Schema 2020-12 under components.schemas).
 */
const require = createRequire(import.meta.url);
// The package exports no JSON subpath, so resolve the package root and read the file beside it.
const schemaPath = join(dirname(require.resolve('@shopware/api-client/api-types')), 'storeApiSchema.json');
export const storeApiSchema = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
  components: { schemas: Record<string, unknown>; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

const SCHEMA_ID = 'https://stallwerk.local/storeApiSchema.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addKeyword({ keyword: 'example' });
ajv.addKeyword({ keyword: 'xml' });
ajv.addSchema({ $id: SCHEMA_ID, ...storeApiSchema } as object);

const cache = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(ref: string) {
  let v = cache.get(ref);
  if (!v) {
    v = ajv.compile({ $ref: `${SCHEMA_ID}${ref}` });
    cache.set(ref, v);
  }
  return v;
}

/** Errors of `data` against components.schemas[name] (empty when valid). */
export function validateComponent(name: string, data: unknown): string[] {
  const validate = validatorFor(`#/components/schemas/${name}`);
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Errors of `data` against the 200 answer of a path + method in the schema. */
export function validateResponse(path: string, method: string, data: unknown, status = '200'): string[] {
  const op = storeApiSchema.paths[path]?.[method.toLowerCase()];
  if (!op) return [`no operation ${method} ${path} in the schema`];
  const pointer = `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}`;
  const response = op.responses[status] as { $ref?: string; content?: Record<string, { schema: unknown }> } | undefined;
  if (!response) return [`no ${status} answer for ${method} ${path}`];
  const ref = response.$ref ? `${response.$ref}/content/application~1json/schema` : `${pointer}/content/application~1json/schema`;
  const validate = validatorFor(ref);
  return validate(data) ? [] : (validate.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** vitest assertion: the data matches the named component schema. */
export function expectSchema(name: string, data: unknown): void {
  expect(validateComponent(name, data), `schema ${name}`).toEqual([]);
}

/** vitest assertion: the data matches the documented answer of the operation. */
export function expectResponse(path: string, method: string, data: unknown, status = '200'): void {
  expect(validateResponse(path, method, data, status), `${method.toUpperCase()} ${path} ${status}`).toEqual([]);
}

/** vitest assertion: a Shopware error body (`failure` schema) with the given status and code. */
export function expectError(body: unknown, status: number, code?: string): void {
  expect(validateComponent('failure', body)).toEqual([]);
  const errors = (body as { errors: Array<{ status: string; code: string }> }).errors;
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0].status).toBe(String(status));
  if (code) expect(errors.map((e) => e.code)).toContain(code);
}
