/** Name of the cookie holding the anti-forgery token, and the header a mutating request echoes it in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
