/** Why an anonymous write (it has no anti-forgery token to echo) is refused: see csrfGuard. */
export const CROSS_SITE =
  "Not from this site: no Origin header, another site's, or Sec-Fetch-Site saying another site";
