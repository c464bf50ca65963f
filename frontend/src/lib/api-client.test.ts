import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthFailure, apiFetch, onAuthFailure } from './api-client.ts';
import { PREFETCH_GLOBAL } from './prefetched-responses.ts';

afterEach(() => vi.unstubAllGlobals());

/** A response as fetch gives it after following a redirect (Response cannot be built with these). */
function redirectedTo(url: string, body: string, contentType = 'text/html'): Response {
  const response = new Response(body, { status: 200, headers: { 'Content-Type': contentType } });
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

function answer(response: Response) {
  const reports: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/log-error') {
        reports.push(String(input));
        return new Response(null, { status: 204 });
      }
      return response;
    }),
  );
  return reports;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

function listen(): { failures: AuthFailure[]; stop: () => void } {
  const failures: AuthFailure[] = [];
  const stop = onAuthFailure((failure) => failures.push(failure));
  return { failures, stop };
}

const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('apiFetch and the signed-out answers of a staff call', () => {
  it("treats Static Web Apps' redirect to /admin-login as signed out, without an error report", async () => {
    const reports = answer(redirectedTo('http://localhost:4280/admin-login', HTML));
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/auth/me'));
    stop();
    expect(error.status).toBe(401);
    expect(error.authFailure).toBe('signedOut');
    expect(failures).toEqual(['signedOut']);
    expect(reports).toEqual([]);
  });

  it('treats the redirect to /admin-login?failure=true as refused', async () => {
    answer(redirectedTo('http://localhost:4280/admin-login?failure=true', HTML));
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/user/'));
    stop();
    expect(error.status).toBe(403);
    expect(error.authFailure).toBe('notAuthorized');
    expect(failures).toEqual(['notAuthorized']);
  });

  it('treats a successful answer that is not JSON (the login page itself) as signed out', async () => {
    answer(new Response(HTML, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/sessions'));
    stop();
    expect(error.authFailure).toBe('signedOut');
    expect(failures).toEqual(['signedOut']);
  });

  it('treats a 401 as signed out', async () => {
    answer(
      new Response(JSON.stringify({ message: 'Sign in to continue.', code: 'auth.signIn' }), { status: 401 }),
    );
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/auth/me'));
    stop();
    expect(error).toMatchObject({ status: 401, authFailure: 'signedOut', message: 'Sign in to continue.' });
    expect(failures).toEqual(['signedOut']);
  });

  it("treats the access check's 403 as refused", async () => {
    answer(
      new Response(
        JSON.stringify({
          message: 'You are not authorized to have access to this application',
          code: 'auth.notAuthorized',
        }),
        { status: 403 },
      ),
    );
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/auth/me'));
    stop();
    expect(error).toMatchObject({ status: 403, authFailure: 'notAuthorized' });
    expect(failures).toEqual(['notAuthorized']);
  });

  it("leaves a permission rule's 403 to the page: no sign-in failure, its field errors kept", async () => {
    const errors = [
      { field: 'userLevel', code: 'permission.grant.superAdminOnly', message: 'Only a Super Admin…' },
    ];
    answer(new Response(JSON.stringify({ message: 'Refused', errors }), { status: 403 }));
    const { failures, stop } = listen();
    const error = await failureOf(apiFetch('/api/user/', { method: 'POST', json: {} }));
    stop();
    expect(error.authFailure).toBeUndefined();
    expect(error.errors).toEqual(errors);
    expect(failures).toEqual([]);
  });

  it('stops calling a listener once it unsubscribed, and still answers JSON normally', async () => {
    const { failures, stop } = listen();
    stop();
    answer(new Response(JSON.stringify({ message: 'x' }), { status: 401 }));
    await failureOf(apiFetch('/api/auth/me'));
    expect(failures).toEqual([]);
    answer(new Response(JSON.stringify([{ _id: 'a' }]), { status: 200 }));
    await expect(apiFetch('/api/sessions')).resolves.toEqual([{ _id: 'a' }]);
  });
});

describe('apiFetch writes', () => {
  it('sends every write with a JSON body as application/json (the API refuses other staff writes with 415)', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers));
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await apiFetch('/api/user/', { method: 'POST', json: { name: 'A' } });
    await apiFetch('/api/user/1', { method: 'PUT', json: {}, headers: { 'Content-Type': 'text/plain' } });
    expect(sent.map((headers) => headers.get('content-type'))).toEqual([
      'application/json',
      'application/json',
    ]);
  });
});

describe('apiFetch error reports', () => {
  it('reports an unexpected failure (status only), but not a status the call expects as an answer', async () => {
    const notFound = () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    let reports = answer(notFound());
    expect((await failureOf(apiFetch('/api/drafts/current'))).status).toBe(404);
    // The report's request starts before apiFetch throws, so its absence below is checked the same way.
    expect(reports).toEqual(['/api/log-error']);

    reports = answer(notFound());
    expect((await failureOf(apiFetch('/api/drafts/current', { expectedStatuses: [404] }))).status).toBe(404);
    expect(reports).toEqual([]);
  });
});

describe('a GET the prerendered page already started', () => {
  const prefetched = () => window as unknown as Record<string, Record<string, Promise<Response | null>>>;
  afterEach(() => {
    delete prefetched()[PREFETCH_GLOBAL];
  });

  it('is answered from the page’s request once; the next GET of that path fetches', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ id: 'site-1', from: 'fetch' }));
    vi.stubGlobal('fetch', fetchSpy);
    prefetched()[PREFETCH_GLOBAL] = {
      '/api/sites/site-1': Promise.resolve(Response.json({ id: 'site-1', from: 'html' })),
    };
    expect(await apiFetch('/api/sites/site-1')).toEqual({ id: 'site-1', from: 'html' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiFetch('/api/sites/site-1')).toEqual({ id: 'site-1', from: 'fetch' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('is fetched again when the page’s request failed, and never answers another method', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchSpy);
    prefetched()[PREFETCH_GLOBAL] = {
      '/api/brands': Promise.resolve(null),
      '/api/drafts': Promise.resolve(Response.json({ from: 'html' })),
    };
    expect(await apiFetch('/api/brands')).toEqual({ ok: true });
    expect(await apiFetch('/api/drafts', { method: 'POST', json: {} })).toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
