import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { sameOriginRequest } from './same-origin.ts';

/** A staff write as the Function App receives it behind the static web app. */
function write(headers: Record<string, string>) {
  return new HttpRequest({
    method: 'POST',
    url: 'https://func-abc.azurewebsites.net/api/user',
    headers: { 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  vi.stubEnv('PUBLIC_APP_URL', 'https://enroll.learn4life.example');
  vi.stubEnv(
    'BRAND_PUBLIC_URLS',
    '{"flexhigh":"https://enroll.flexhigh.example","*":"https://{brand}.enroll.example"}',
  );
});

describe('sameOriginRequest', () => {
  it('accepts a page of any address the app is published at, whatever the headers forwarded', () => {
    expect(sameOriginRequest(write({ origin: 'https://enroll.learn4life.example' }))).toBe(true);
    expect(sameOriginRequest(write({ origin: 'https://enroll.flexhigh.example' }))).toBe(true);
  });

  it('accepts the host the gateway or the platform names', () => {
    expect(
      sameOriginRequest(write({ origin: 'https://other.example', 'x-forwarded-host': 'other.example' })),
    ).toBe(true);
    expect(
      sameOriginRequest(
        write({
          origin: 'https://swa-1.azurestaticapps.net',
          'x-ms-original-url': 'https://swa-1.azurestaticapps.net/api/user',
        }),
      ),
    ).toBe(true);
  });

  it("refuses another site's page, and a pattern is no published address", () => {
    expect(sameOriginRequest(write({ origin: 'https://evil.example' }))).toBe(false);
    expect(sameOriginRequest(write({ origin: 'https://stanza.enroll.example' }))).toBe(false);
    expect(sameOriginRequest(write({ origin: 'https://enroll.flexhigh.example.evil.example' }))).toBe(false);
  });
});
