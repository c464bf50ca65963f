import { PREFETCH_GLOBAL } from '../lib/prefetched-responses.ts';

/**
 * A GET a page's first screen makes: `path`, followed by the address's query parameter `query` or
 * its path segment `segment` (encoded as the page's fetcher encodes it). Without either, `path` alone.
 */
export interface PrefetchedRequest {
  path: string;
  query?: string;
  segment?: number;
}

/**
 * The inline script that starts a prerendered page's first requests as its HTML is read, for
 * apiFetch to take over (lib/prefetched-responses.ts). A request whose value is missing is skipped;
 * a failed one leaves the page's own fetch to try.
 */
export function prefetchScript(requests: readonly PrefetchedRequest[]): string {
  return `(function(){try{var answers=window[${JSON.stringify(PREFETCH_GLOBAL)}]={};var query=new URLSearchParams(location.search);var segments=location.pathname.split('/');${JSON.stringify(requests)}.forEach(function(request){var value='';if(request.query){value=query.get(request.query)||'';if(!value)return}else if(request.segment){try{value=decodeURIComponent(segments[request.segment]||'')}catch(e){return}if(!value)return}var path=request.path+(value?encodeURIComponent(value):'');answers[path]=fetch(path,{headers:{Accept:'application/json'}}).catch(function(){return null})})}catch(e){}})();`;
}
