/** Shopware-style API errors: every failure answers `{ errors: [{status, code, title, detail, source, meta}] }`. */
export interface ApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta?: { parameters?: Record<string, unknown> };
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export class ShopwareError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: Array<Omit<ApiErrorEntry, 'status' | 'title'> & { title?: string }>, headers: Record<string, string> = {}) {
    super(errors.map((e) => e.detail).join('; '));
    this.status = status;
    this.headers = headers;
    this.errors = errors.map((e) => ({
      status: String(status),
      title: e.title ?? STATUS_TITLES[status] ?? 'Error',
      ...e,
    }));
  }

  toJSON(): { errors: ApiErrorEntry[] } {
    return { errors: this.errors };
  }
}

export function apiError(
  status: number,
  code: string,
  detail: string,
  extra: { pointer?: string; parameters?: Record<string, unknown>; title?: string; headers?: Record<string, string> } = {},
): ShopwareError {
  return new ShopwareError(
    status,
    [
      {
        code,
        detail,
        ...(extra.title ? { title: extra.title } : {}),
        ...(extra.pointer !== undefined ? { source: { pointer: extra.pointer } } : {}),
        ...(extra.parameters ? { meta: { parameters: extra.parameters } } : {}),
      },
    ],
    extra.headers,
  );
}

export const notFound = (entity: string, id: string, code = 'FRAMEWORK__ENTITY_NOT_FOUND'): ShopwareError =>
  apiError(404, code, `Could not find ${entity} with id "${id}"`, { parameters: { entity, field: 'id', value: id } });

/** One constraint violation, as Shopware's validator reports it (code is a VIOLATION:: constant). */
export interface Violation {
  pointer: string;
  code: string;
  detail: string;
  parameters?: Record<string, unknown>;
}

export const VIOLATION = {
  blank: 'VIOLATION::IS_BLANK_ERROR',
  tooShort: 'VIOLATION::TOO_SHORT_ERROR',
  tooLong: 'VIOLATION::TOO_LONG_ERROR',
  tooLow: 'VIOLATION::TOO_LOW_ERROR',
  tooHigh: 'VIOLATION::TOO_HIGH_ERROR',
  invalidType: 'VIOLATION::INVALID_TYPE_ERROR',
  invalidEmail: 'VIOLATION::INVALID_FORMAT_ERROR',
  invalid: 'VIOLATION::INVALID_VALUE_ERROR',
  choice: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
  notEqual: 'VIOLATION::NOT_EQUAL_ERROR',
  emailNotUnique: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
  vatIdFormat: 'VIOLATION::VAT_ID_FORMAT_NOT_CORRECT',
  postalCodeFormat: 'VIOLATION::ZIP_CODE_INVALID',
  notFound: 'VIOLATION::ENTITY_NOT_FOUND',
} as const;

/** A 400 with one error per violated field (FRAMEWORK__WRITE_CONSTRAINT_VIOLATION semantics). */
export function violations(list: Violation[]): ShopwareError {
  return new ShopwareError(
    400,
    list.map((v) => ({
      code: v.code,
      title: 'Constraint violation error',
      detail: v.detail,
      source: { pointer: v.pointer },
      meta: { parameters: v.parameters ?? {} },
    })),
  );
}
