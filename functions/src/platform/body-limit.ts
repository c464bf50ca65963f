import type { HttpRequest } from '@azure/functions';

/**
 * Whether the request body is at most `limit` bytes. A declared Content-Length above the limit fails
 * at once; otherwise (chunked bodies have none, and a declared length is only a claim) the body is
 * counted by reading a clone until it passes the limit, so the handler never parses more. The clone
 * shares the body with the request (a tee): the handler still reads the whole body afterwards.
 */
export async function bodyWithinLimit(request: HttpRequest, limit: number): Promise<boolean> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) return false;
  if (request.body === null) return true;
  const reader = request.clone().body?.getReader();
  if (!reader) return true;
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a tee branch's cancel settles only once the request's own branch is cancelled too.
      reader.cancel().catch(() => undefined);
      return false;
    }
  }
}
