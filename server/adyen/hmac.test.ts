import { describe, expect, it } from 'vitest';
import { calculateHmac, notificationSigningString, signNotification, verifyNotificationHmac } from './hmac';
import { buildNotificationItem } from '../payment-sim/webhook';
import { SIM_DEFAULTS } from './index';

// Published test vector of Adyen's API libraries (HMACValidator tests in adyen-java/-node/-dotnet/-go).
const ADYEN_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const ADYEN_ITEM = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'EVENT',
  success: 'true',
};
const ADYEN_SIGNATURE = 'ipnxGCaUZ4l8TUW75a71/ghd2Fe5ffvX0pV4TLTntIc=';

describe('notification HMAC', () => {
  it("builds Adyen's signing string", () => {
    expect(notificationSigningString(ADYEN_ITEM)).toBe('pspReference:originalReference:merchantAccount:reference:1000:EUR:EVENT:true');
    expect(notificationSigningString({ pspReference: 'P', success: false })).toBe('P:::::::false');
  });

  it("matches Adyen's published example", () => {
    expect(signNotification(ADYEN_ITEM, ADYEN_KEY)).toBe(ADYEN_SIGNATURE);
    expect(verifyNotificationHmac({ ...ADYEN_ITEM, additionalData: { hmacSignature: ADYEN_SIGNATURE } }, ADYEN_KEY)).toBe(true);
    expect(
      calculateHmac(
        'countryCode:currencyCode:merchantAccount:merchantReference:paymentAmount:sessionValidity:skinCode:NL:EUR:MagentoMerchantTest2:TEST-PAYMENT-2017-02-01-14\\:02\\:05:199:2017-02-02T14\\:02\\:05+01\\:00:PKz2KML1',
        ADYEN_KEY,
      ),
    ).toBe('34oR8T1whkQWTv9P+SzKyp8zhusf9n0dpqrm9nsqSJs=');
  });

  it('round-trips a simulator notification and rejects tampering', () => {
    const item = buildNotificationItem(
      {
        eventCode: 'AUTHORISATION',
        success: true,
        pspReference: 'ABCDEFGHJKLMNPQR',
        merchantAccountCode: 'StallwerkECOM',
        merchantReference: 'order-1',
        amount: { currency: 'EUR', value: 4999 },
        paymentMethod: 'visa',
      },
      SIM_DEFAULTS.hmacKey,
    );
    expect(verifyNotificationHmac(item, SIM_DEFAULTS.hmacKey)).toBe(true);
    expect(verifyNotificationHmac({ ...item, amount: { currency: 'EUR', value: 1 } }, SIM_DEFAULTS.hmacKey)).toBe(false);
    expect(verifyNotificationHmac({ ...item, success: 'false' }, SIM_DEFAULTS.hmacKey)).toBe(false);
    expect(verifyNotificationHmac({ ...item, merchantReference: 'order-2' }, SIM_DEFAULTS.hmacKey)).toBe(false);
    expect(verifyNotificationHmac(item, ADYEN_KEY)).toBe(false);
  });

  it('never throws on bad input', () => {
    expect(verifyNotificationHmac({ ...ADYEN_ITEM }, ADYEN_KEY)).toBe(false);
    expect(verifyNotificationHmac({ ...ADYEN_ITEM, additionalData: { hmacSignature: ADYEN_SIGNATURE } }, 'not-hex')).toBe(false);
    expect(verifyNotificationHmac({ ...ADYEN_ITEM, additionalData: { hmacSignature: 'short' } }, ADYEN_KEY)).toBe(false);
    expect(() => signNotification(ADYEN_ITEM, 'xyz')).toThrow(TypeError);
  });
});
