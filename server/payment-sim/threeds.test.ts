import { describe, expect, it } from 'vitest';
import {
  buildChallengeToken,
  buildFingerprintToken,
  challengeWindowSize,
  decodeBase64Url,
  decodeToken,
  encodeBase64Url,
  encodeToken,
  isPaddedBase64,
  ThreeDSTokenError,
  validateChallengeToken,
  validateFingerprintToken,
} from './threeds';

const BASE = 'http://localhost:8080';

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof ThreeDSTokenError ? e.code : -1;
  }
  return undefined;
}

describe('3DS2 tokens', () => {
  it('are padded base64 JSON the SDK accepts (length % 4 == 0, btoa(atob(x)) == x)', () => {
    for (let i = 0; i < 20; i += 1) {
      const token = encodeToken({ acsTransID: 'x'.repeat(i), n: i });
      expect(token.length % 4).toBe(0);
      expect(isPaddedBase64(token)).toBe(true);
      expect(Buffer.from(Buffer.from(token, 'base64').toString('binary'), 'binary').toString('base64')).toBe(token);
      expect(decodeToken(token)).toEqual({ acsTransID: 'x'.repeat(i), n: i });
    }
  });

  it('builds a fingerprint token with the method URL and notification URL', () => {
    const decoded = validateFingerprintToken(buildFingerprintToken({ baseUrl: BASE, threeDSServerTransID: 'st-1' }));
    expect(decoded).toEqual({
      threeDSMethodNotificationURL: `${BASE}/3ds2/method-notification`,
      threeDSMethodUrl: `${BASE}/3ds2/method`,
      threeDSServerTransID: 'st-1',
    });
  });

  it('builds a challenge token with acsURL, transaction ids and message version', () => {
    const decoded = validateChallengeToken(buildChallengeToken({ baseUrl: BASE, threeDSServerTransID: 'st-1', acsTransID: 'acs-1' }));
    expect(decoded).toMatchObject({
      acsTransID: 'acs-1',
      acsURL: `${BASE}/3ds2/acs`,
      messageVersion: '2.2.0',
      threeDSServerTransID: 'st-1',
      threeDSNotificationURL: `${BASE}/3ds2/notification`,
    });
    expect(typeof decoded.acsReferenceNumber).toBe('string');
  });

  it('reports the spec §8 codes for broken tokens', () => {
    expect(codeOf(() => decodeToken(''))).toBe(701);
    expect(codeOf(() => decodeToken('abc'))).toBe(704);
    expect(codeOf(() => decodeToken(Buffer.from('not json').toString('base64')))).toBe(704);
    expect(codeOf(() => decodeToken(encodeBase64Url({ a: 1 }).replace(/=+$/, '')))).toBe(704);
    expect(codeOf(() => validateChallengeToken(encodeToken({ acsTransID: 'a', messageVersion: '2.2.0', threeDSServerTransID: 's' })))).toBe(800);
    expect(codeOf(() => validateChallengeToken(encodeToken({ acsURL: 'http://evil.example/acs', acsTransID: 'a', messageVersion: '2', threeDSServerTransID: 's' })))).toBe(800);
    expect(codeOf(() => validateChallengeToken(encodeToken({ acsURL: 'https://acs.example/', messageVersion: '2.2.0', threeDSServerTransID: 's' })))).toBe(703);
    expect(codeOf(() => validateFingerprintToken(encodeToken({ threeDSServerTransID: 's' })))).toBe(702);
    expect(codeOf(() => validateChallengeToken(encodeToken({ acsURL: 'https://acs.example/', acsTransID: 'a', messageVersion: '2.2.0', threeDSServerTransID: 's' })))).toBeUndefined();
  });

  it('round-trips base64url form fields (threeDSMethodData, creq, cres)', () => {
    const value = encodeBase64Url({ acsTransID: 'a', messageType: 'CReq', challengeWindowSize: '02' });
    expect(value).not.toMatch(/[+/=]/);
    expect(decodeBase64Url(value)).toEqual({ acsTransID: 'a', messageType: 'CReq', challengeWindowSize: '02' });
    expect(decodeBase64Url('%%%')).toBeNull();
    expect(decodeBase64Url(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
  });

  it('maps challenge window sizes (spec §9) with 02 as default', () => {
    expect(challengeWindowSize('01')).toEqual({ code: '01', width: '250px', height: '400px' });
    expect(challengeWindowSize('2')).toEqual({ code: '02', width: '390px', height: '400px' });
    expect(challengeWindowSize('03')).toEqual({ code: '03', width: '500px', height: '600px' });
    expect(challengeWindowSize('04')).toEqual({ code: '04', width: '600px', height: '400px' });
    expect(challengeWindowSize('05')).toEqual({ code: '05', width: '100%', height: '100%' });
    expect(challengeWindowSize('99').code).toBe('02');
    expect(challengeWindowSize(undefined).code).toBe('02');
  });
});
