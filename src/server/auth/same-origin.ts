/** The request headers a same-origin check reads. */
interface FetchMetadata {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  referer?: string | undefined;
}

/**
 * Whether a browser says this request comes from a page of `expectedOrigin` itself. A browser
 * that sends Sec-Fetch-Site is believed (only 'same-origin' passes: not 'same-site', not 'none'
 * for a typed address); one that does not is checked by its Origin, then its Referer. A request
 * with none of them is not same-origin: a link or an image on another site cannot prove otherwise.
 */
export function isSameOriginRequest(headers: FetchMetadata, expectedOrigin: string): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === 'same-origin';
  if (headers.origin) return headers.origin === expectedOrigin;
  if (headers.referer) {
    try {
      return new URL(headers.referer).origin === expectedOrigin;
    } catch {
      return false;
    }
  }
  return false;
}
