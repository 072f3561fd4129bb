import { isId } from '../lib/ids';
import { badRequests, errors, VIOLATION, violations, type Violation } from './errors';

/**
 * The Store API's one validation toolkit: reading the body, collecting every problem of a request
 * with Shopware's (Symfony's) violation codes and messages, and typed readers for common fields.
 * Readers return the value or null and record the problem; `required()` after `throwIfAny()`
 * gives the values their non-null types, so no `!` is needed after validation.
 */
export type Body = Record<string, unknown>;
export type { Violation };

export const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body as an object (a missing body is {}); anything else is a 400. */
export function readBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) throw errors.bodyNotObject();
  return body;
}

/** How Symfony quotes a value in violation parameters. */
export const quote = (v: unknown): string => (v === null || v === undefined ? 'null' : typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** Values checked to be present: their types without null and undefined. */
export type Present<T> = { [K in keyof T]: NonNullable<T[K]> };

/**
 * Collects the problems of one request and throws them together. Forms keep one violation per
 * field (`onePerField`, the default); listings and criteria report every problem.
 */
export class Violations {
  readonly list: Violation[] = [];
  private readonly onePerField: boolean;

  constructor(opts: { onePerField?: boolean } = {}) {
    this.onePerField = opts.onePerField ?? true;
  }

  add(pointer: string, code: string, detail: string, parameters: Record<string, unknown> = {}): void {
    if (this.onePerField && this.list.some((v) => v.pointer === pointer)) return;
    this.list.push({ pointer, code, detail, parameters });
  }

  /** Adds a problem exactly as given (parameters stay absent when not given). */
  push(violation: Violation): void {
    if (this.onePerField && this.list.some((v) => v.pointer === violation.pointer)) return;
    this.list.push(violation);
  }

  has(pointer: string): boolean {
    return this.list.some((v) => v.pointer === pointer || v.pointer.startsWith(`${pointer}/`));
  }

  get ok(): boolean {
    return this.list.length === 0;
  }

  blank(pointer: string, value?: unknown): void {
    this.add(pointer, VIOLATION.blank, 'This value should not be blank.', { '{{ value }}': quote(value ?? null) });
  }

  type(pointer: string, type: string, value: unknown): void {
    this.add(pointer, VIOLATION.invalidType, `This value should be of type ${type}.`, { '{{ value }}': quote(value), '{{ type }}': type });
  }

  tooShort(pointer: string, min: number, value: string, secret = false): void {
    this.add(pointer, VIOLATION.tooShort, `This value is too short. It should have ${min} characters or more.`, {
      ...(secret ? {} : { '{{ value }}': quote(value) }),
      '{{ limit }}': min,
      '{{ value_length }}': [...value].length,
    });
  }

  tooLong(pointer: string, max: number, value: string, secret = false): void {
    this.add(pointer, VIOLATION.tooLong, `This value is too long. It should have ${max} characters or less.`, {
      ...(secret ? {} : { '{{ value }}': quote(value.slice(0, 50)) }),
      '{{ limit }}': max,
      '{{ value_length }}': [...value].length,
    });
  }

  choice(pointer: string, value: unknown, choices: readonly string[]): void {
    this.add(pointer, VIOLATION.choice, 'The value you selected is not a valid choice.', { '{{ value }}': quote(value), '{{ choices }}': choices.map(quote).join(', ') });
  }

  notFound(pointer: string, entity: string, id: unknown): void {
    this.add(pointer, VIOLATION.notFound, `The ${entity} entity with id ${quote(id)} does not exist.`, { '{{ entity }}': entity, '{{ id }}': quote(id) });
  }

  invalid(pointer: string, detail: string, value?: unknown): void {
    this.add(pointer, VIOLATION.invalid, detail, value === undefined ? {} : { '{{ value }}': quote(value) });
  }

  /** Throws the collected problems as constraint violations (400, 'Constraint violation error'). */
  throwIfAny(): void {
    if (this.list.length) throw violations(this.list);
  }

  /** Throws the collected problems as plain bad requests (400, 'Bad Request'; criteria and listings). */
  throwAsBadRequest(): void {
    if (this.list.length) throw badRequests(this.list);
  }

  /**
   * Throws the collected problems, else returns the values typed as present: call with the values
   * the readers returned for required fields (a reader that returned null has recorded a problem).
   */
  required<T extends Record<string, unknown>>(values: T): Present<T> {
    this.throwIfAny();
    for (const [key, value] of Object.entries(values)) {
      if (value === null || value === undefined) throw new Error(`Validation let "${key}" through without a value.`);
    }
    return values as Present<T>;
  }
}

/**
 * An optional free-text value: trimmed, '' and absent are null; a non-string or one longer than
 * `max` is recorded (the order's comment and campaign codes).
 */
export function optionalText(problems: Violations, value: unknown, pointer: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ pointer, code: VIOLATION.invalidType, detail: 'This value should be of type string.', parameters: { type: 'string' } });
    return null;
  }
  const v = value.trim();
  if (v.length > max) {
    problems.push({ pointer, code: VIOLATION.tooLong, detail: `This value is too long. It should have ${max} characters or less.`, parameters: { max } });
    return null;
  }
  return v === '' ? null : v;
}

/** A required id parameter (Shopware's RoutingException for a missing or invalid parameter); throws at once. */
export function requiredId(body: Body, key: string): string {
  const value = body[key];
  if (value === undefined || value === null || value === '') throw errors.missingParameter(key);
  if (!isId(value)) throw errors.invalidNamedParameter(key);
  return value;
}
