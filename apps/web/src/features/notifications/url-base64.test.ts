import { describe, expect, it } from 'vitest';
import { sameBytes, urlBase64ToUint8Array } from './url-base64.ts';

describe('urlBase64ToUint8Array', () => {
  it('reads base64url without padding, with - and _', () => {
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('AQIDBA')]).toEqual([1, 2, 3, 4]);
  });

  it('compares a subscription key with the server key', () => {
    const key = urlBase64ToUint8Array('AQID');
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});
