import { map } from 'nanostores';

/** The shell's page state: loading (menu disabled, spinner) and the page's error line. */
export const $page = map<{ loading: boolean; error: string | null }>({ loading: false, error: null });

/** Sets whether the page is loading. */
export function setPageLoading(loading: boolean): void {
  $page.setKey('loading', loading);
}

/** Sets (or clears, with null) the error shown as 'Error: ...' in the shell. */
export function setPageError(error: string | null): void {
  $page.setKey('error', error);
}
