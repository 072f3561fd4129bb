import { describe, expect, it } from 'vitest';
import { errors, ShopwareError } from './errors';
import { isObject, optionalText, quote, readBody, requiredId, Violations } from './validation';

const thrown = (fn: () => unknown): ShopwareError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ShopwareError) return e;
    throw e;
  }
  throw new Error('nothing thrown');
};

describe('validation toolkit', () => {
  it('reads the body: missing is {}, an object is itself, anything else a 400 at /', () => {
    expect(readBody(undefined)).toEqual({});
    expect(readBody(null)).toEqual({});
    expect(readBody({ a: 1 })).toEqual({ a: 1 });
    for (const bad of [[], 'text', 3, true]) {
      const e = thrown(() => readBody(bad));
      expect(e.status).toBe(400);
      expect(e.toJSON()).toEqual({
        errors: [{ status: '400', title: 'Bad Request', code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail: 'The request body has to be a JSON object.', source: { pointer: '/' } }],
      });
    }
    expect(isObject({})).toBe(true);
    expect(isObject([])).toBe(false);
    expect(isObject(null)).toBe(false);
  });

  it('quotes values the way Symfony does', () => {
    expect(quote(null)).toBe('null');
    expect(quote(undefined)).toBe('null');
    expect(quote('x')).toBe('"x"');
    expect(quote(3)).toBe('3');
    expect(quote({ a: 1 })).toBe('{"a":1}');
  });

  it('keeps one violation per field in forms and every problem otherwise', () => {
    const form = new Violations();
    form.blank('/email');
    form.type('/email', 'string', 3);
    form.tooShort('/password', 8, 'abc', true);
    expect(form.list).toEqual([
      { pointer: '/email', code: 'VIOLATION::IS_BLANK_ERROR', detail: 'This value should not be blank.', parameters: { '{{ value }}': 'null' } },
      { pointer: '/password', code: 'VIOLATION::TOO_SHORT_ERROR', detail: 'This value is too short. It should have 8 characters or more.', parameters: { '{{ limit }}': 8, '{{ value_length }}': 3 } },
    ]);
    expect(form.has('/email')).toBe(true);
    expect(form.ok).toBe(false);

    const all = new Violations({ onePerField: false });
    all.push({ pointer: '/a', code: 'X', detail: 'one' });
    all.push({ pointer: '/a', code: 'Y', detail: 'two' });
    expect(all.list).toHaveLength(2);
  });

  it('throws constraint violations or plain bad requests', () => {
    const v = new Violations();
    expect(() => v.throwIfAny()).not.toThrow();
    v.invalid('/x', 'Nope.', 'v');
    const e = thrown(() => v.throwIfAny());
    expect(e.toJSON().errors).toEqual([
      { status: '400', title: 'Constraint violation error', code: 'VIOLATION::INVALID_VALUE_ERROR', detail: 'Nope.', source: { pointer: '/x' }, meta: { parameters: { '{{ value }}': '"v"' } } },
    ]);
    const b = new Violations({ onePerField: false });
    b.push({ pointer: '/limit', code: 'FRAMEWORK__INVALID_LIMIT_QUERY', detail: 'Bad limit.' });
    expect(thrown(() => b.throwAsBadRequest()).toJSON().errors).toEqual([
      { status: '400', title: 'Bad Request', code: 'FRAMEWORK__INVALID_LIMIT_QUERY', detail: 'Bad limit.', source: { pointer: '/limit' }, meta: { parameters: {} } },
    ]);
  });

  it('types required values as present once nothing was violated', () => {
    const v = new Violations();
    const name: string | null = 'Anna';
    const present = v.required({ name });
    const typed: string = present.name;
    expect(typed).toBe('Anna');
    v.blank('/email');
    expect(() => v.required({ name })).toThrow(ShopwareError);
  });

  it('reads optional text: trimmed, empty is null, too long or not a string is recorded', () => {
    const v = new Violations({ onePerField: false });
    expect(optionalText(v, undefined, '/c', 5)).toBeNull();
    expect(optionalText(v, '  hi  ', '/c', 5)).toBe('hi');
    expect(optionalText(v, '   ', '/c', 5)).toBeNull();
    expect(optionalText(v, 'toolong', '/c', 5)).toBeNull();
    expect(optionalText(v, 3, '/d', 5)).toBeNull();
    expect(v.list).toEqual([
      { pointer: '/c', code: 'VIOLATION::TOO_LONG_ERROR', detail: 'This value is too long. It should have 5 characters or less.', parameters: { max: 5 } },
      { pointer: '/d', code: 'VIOLATION::INVALID_TYPE_ERROR', detail: 'This value should be of type string.', parameters: { type: 'string' } },
    ]);
  });

  it('reads a required id or throws missing / invalid parameter', () => {
    const id = 'a'.repeat(32);
    expect(requiredId({ orderId: id }, 'orderId')).toBe(id);
    expect(thrown(() => requiredId({}, 'orderId')).toJSON().errors[0]).toMatchObject({
      code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
      detail: 'Parameter "orderId" is missing.',
      source: { pointer: '/orderId' },
      meta: { parameters: { parameterName: 'orderId' } },
    });
    expect(thrown(() => requiredId({ orderId: 'x' }, 'orderId')).toJSON().errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail: 'The parameter "orderId" is invalid.' });
  });

  it('names Shopware error codes once', () => {
    expect(errors.orderNotFound('o1').toJSON().errors[0]).toEqual({
      status: '404',
      title: 'Not Found',
      code: 'CHECKOUT__ORDER_ORDER_NOT_FOUND',
      detail: 'Could not find order with id "o1"',
      meta: { parameters: { entity: 'order', field: 'id', value: 'o1' } },
    });
    expect(errors.notFound('product', 'p1').toJSON().errors[0].code).toBe('FRAMEWORK__ENTITY_NOT_FOUND');
    expect(errors.constraint('/a', 'VIOLATION::IS_BLANK_ERROR', 'Blank.').toJSON().errors[0]).toEqual({
      status: '400',
      title: 'Constraint violation error',
      code: 'VIOLATION::IS_BLANK_ERROR',
      detail: 'Blank.',
      source: { pointer: '/a' },
      meta: { parameters: {} },
    });
    expect(errors.orderTransactionNotFound('o1').toJSON().errors[0]).not.toHaveProperty('meta');
    expect(errors.routeNotFound('GET', '/x').toJSON().errors[0].detail).toBe('No route found for "GET /x".');
  });
});

describe("error factories keep Shopware's answers", () => {
  it('writes the repeated codes once', () => {
    expect(errors.invalidUuidValue('x').toJSON().errors[0]).toEqual({
      status: '400',
      title: 'Bad Request',
      code: 'FRAMEWORK__INVALID_UUID',
      detail: 'Value is not a valid UUID: x',
      meta: { parameters: { input: 'x' } },
    });
    expect(errors.invalidUuidValue('x', '/productIds/0').toJSON().errors[0].source).toEqual({ pointer: '/productIds/0' });
    expect(errors.categoryNotFound('c').toJSON().errors[0]).toMatchObject({ code: 'CONTENT__CATEGORY_NOT_FOUND', detail: 'Category "c" not found.', meta: { parameters: { id: 'c' } } });
    expect(errors.paymentMethodNotAvailable('p', null).toJSON().errors[0]).toMatchObject({ source: { pointer: '/paymentMethodId' }, meta: { parameters: { id: 'p' } } });
    expect(errors.paymentMethodNotAvailable('p', 'inactive').toJSON().errors[0].meta).toEqual({ parameters: { id: 'p', reason: 'inactive' } });
    expect(errors.paymentMethodNotChangeable().toJSON().errors[0]).not.toHaveProperty('meta');
    expect(errors.cartEmpty().status).toBe(400);
  });
});
