import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { CLIENT_IP_HEADER, clientAddress, UNKNOWN_CLIENT } from './client-address.ts';
import { EDGE_KEY_HEADER } from './platform-proof.ts';

const EDGE_KEY = 'edge-key-for-client-address-tests';

function request(headers: Record<string, string>) {
  return new HttpRequest({ method: 'POST', url: 'http://localhost/api/enrollment/public', headers });
}

function throughEdge(headers: Record<string, string>) {
  return request({ [EDGE_KEY_HEADER]: EDGE_KEY, ...headers });
}

describe('clientAddress', () => {
  const saved = { trust: process.env.PRINCIPAL_TRUST, key: process.env.EDGE_KEY };
  beforeEach(() => {
    process.env.PRINCIPAL_TRUST = 'edge-key';
    process.env.EDGE_KEY = EDGE_KEY;
  });
  afterEach(() => {
    for (const [name, value] of [
      ['PRINCIPAL_TRUST', saved.trust],
      ['EDGE_KEY', saved.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('takes the address the edge set, never X-Forwarded-For or X-Client-IP', () => {
    const forged = { 'x-forwarded-for': '6.6.6.6', 'x-client-ip': '6.6.6.6' };
    expect(clientAddress(throughEdge({ ...forged, [CLIENT_IP_HEADER]: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(throughEdge(forged))).toBe(UNKNOWN_CLIENT);
  });

  it('drops a port and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: '203.0.113.7:51234' }))).toBe('203.0.113.7');
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: '[2001:DB8::1]:443' }))).toBe('2001:db8::1');
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: '::1' }))).toBe('::1');
  });

  it('answers the one unknown bucket for a value that is not an address', () => {
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: 'not-an-address' }))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(throughEdge({ [CLIENT_IP_HEADER]: '6.6.6.6, 10.0.0.1' }))).toBe(UNKNOWN_CLIENT);
  });

  it('believes no header on a request without the platform proof: a direct caller cannot pick its address', () => {
    expect(clientAddress(request({ [CLIENT_IP_HEADER]: '203.0.113.7' }))).toBe(UNKNOWN_CLIENT);
    expect(
      clientAddress(request({ [EDGE_KEY_HEADER]: 'wrong-key-wrong-key', [CLIENT_IP_HEADER]: '203.0.113.7' })),
    ).toBe(UNKNOWN_CLIENT);
  });
});
