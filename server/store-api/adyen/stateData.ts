import { violations, VIOLATION, type Violation } from '../errors';

/** The SDK's `state.data`, reduced to what the shop forwards to Adyen. */
export interface PaymentStateData {
  paymentMethod: Record<string, unknown> & { type: string };
  browserInfo?: Record<string, unknown>;
  riskData?: Record<string, unknown>;
  order?: { pspReference: string; orderData: string };
  origin?: string;
  /** Present when the client claims an amount; it must equal the order's (the server's) amount. */
  amount?: unknown;
  /** Other fields Adyen accepts from the client (installments, conversionId …), copied as they are. */
  extra: Record<string, unknown>;
}

/** The SDK's `state.data` of onAdditionalDetails. */
export interface DetailsStateData {
  details: Record<string, string>;
  paymentData?: string;
}

/** Largest accepted stateData (serialized); encrypted card data is a few kB. */
export const MAX_STATE_DATA_BYTES = 64 * 1024;

/** Top-level keys copied from the client to /payments besides the ones handled explicitly (the Adyen plugin's whitelist). */
const FORWARDED_KEYS = ['installments', 'conversionId', 'clientStateDataIndicator', 'telephoneNumber', 'dateOfBirth', 'socialSecurityNumber', 'bankAccount'] as const;

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * stateData may arrive as an object or — as the Adyen Shopware plugin's storefront sends it — as a
 * JSON string. Anything else is a 400 with the pointer of the field.
 */
export function readStateDataObject(raw: unknown, pointer = '/stateData'): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') {
    throw violations([{ pointer, code: VIOLATION.blank, detail: 'This value should not be blank.' }]);
  }
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_STATE_DATA_BYTES) throw violations([{ pointer, code: VIOLATION.tooLong, detail: 'The payment data is too large.', parameters: { max: MAX_STATE_DATA_BYTES } }]);
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw violations([{ pointer, code: VIOLATION.invalid, detail: 'The payment data is not valid JSON.' }]);
    }
  }
  if (!isPlainObject(value)) throw violations([{ pointer, code: VIOLATION.invalidType, detail: 'This value should be of type object.', parameters: { type: 'object' } }]);
  if (typeof raw !== 'string' && JSON.stringify(value).length > MAX_STATE_DATA_BYTES) {
    throw violations([{ pointer, code: VIOLATION.tooLong, detail: 'The payment data is too large.', parameters: { max: MAX_STATE_DATA_BYTES } }]);
  }
  return value;
}

/** An http(s) origin such as https://shop.example, or undefined. */
export function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Validates the SDK's payment state data of /handle-payment (`stateData`). */
export function parsePaymentStateData(raw: unknown): PaymentStateData {
  const data = readStateDataObject(raw);
  const problems: Violation[] = [];
  const pm = data.paymentMethod;
  if (pm === undefined || pm === null) {
    problems.push({ pointer: '/stateData/paymentMethod', code: VIOLATION.blank, detail: 'This value should not be blank.' });
  } else if (!isPlainObject(pm)) {
    problems.push({ pointer: '/stateData/paymentMethod', code: VIOLATION.invalidType, detail: 'This value should be of type object.', parameters: { type: 'object' } });
  } else if (typeof pm.type !== 'string' || !/^[a-z][a-z0-9_.-]{1,63}$/i.test(pm.type)) {
    problems.push({
      pointer: '/stateData/paymentMethod/type',
      code: pm.type === undefined || pm.type === '' ? VIOLATION.blank : VIOLATION.invalid,
      detail: pm.type === undefined || pm.type === '' ? 'This value should not be blank.' : 'This is not a valid payment method type.',
    });
  }
  for (const key of ['browserInfo', 'riskData'] as const) {
    if (data[key] !== undefined && !isPlainObject(data[key])) {
      problems.push({ pointer: `/stateData/${key}`, code: VIOLATION.invalidType, detail: 'This value should be of type object.', parameters: { type: 'object' } });
    }
  }
  let order: PaymentStateData['order'];
  if (data.order !== undefined && data.order !== null) {
    const o = data.order;
    if (!isPlainObject(o) || typeof o.orderData !== 'string' || o.orderData === '' || typeof o.pspReference !== 'string' || o.pspReference === '') {
      problems.push({ pointer: '/stateData/order', code: VIOLATION.invalid, detail: 'The order needs orderData and pspReference.' });
    } else {
      order = { orderData: o.orderData, pspReference: o.pspReference };
    }
  }
  if (problems.length) throw violations(problems);
  const extra: Record<string, unknown> = {};
  for (const key of FORWARDED_KEYS) if (data[key] !== undefined) extra[key] = data[key];
  return {
    paymentMethod: pm as PaymentStateData['paymentMethod'],
    ...(data.browserInfo !== undefined ? { browserInfo: data.browserInfo as Record<string, unknown> } : {}),
    ...(data.riskData !== undefined ? { riskData: data.riskData as Record<string, unknown> } : {}),
    ...(order ? { order } : {}),
    ...(originOf(data.origin) ? { origin: originOf(data.origin) } : {}),
    ...(data.amount !== undefined ? { amount: data.amount } : {}),
    extra,
  };
}

/** Validates onAdditionalDetails' state data: `details` (redirectResult, threeDSResult …) and optional `paymentData`. */
export function parseDetailsStateData(raw: unknown): DetailsStateData {
  const data = readStateDataObject(raw);
  const details = data.details;
  if (details === undefined || details === null) {
    throw violations([{ pointer: '/stateData/details', code: VIOLATION.blank, detail: 'This value should not be blank.' }]);
  }
  if (!isPlainObject(details) || Object.keys(details).length === 0) {
    throw violations([{ pointer: '/stateData/details', code: VIOLATION.invalidType, detail: 'The details must be an object with at least one value.' }]);
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (!/^[A-Za-z0-9_.]{1,64}$/.test(key) || typeof value !== 'string' || value.length > MAX_STATE_DATA_BYTES) {
      throw violations([{ pointer: `/stateData/details/${key.slice(0, 64)}`, code: VIOLATION.invalid, detail: 'Every detail must be a string.' }]);
    }
    out[key] = value;
  }
  if (data.paymentData !== undefined && data.paymentData !== null && typeof data.paymentData !== 'string') {
    throw violations([{ pointer: '/stateData/paymentData', code: VIOLATION.invalidType, detail: 'This value should be of type string.', parameters: { type: 'string' } }]);
  }
  return { details: out, ...(typeof data.paymentData === 'string' && data.paymentData ? { paymentData: data.paymentData } : {}) };
}
