import { type RefObject, useLayoutEffect } from 'react';

/**
 * Takes over what was typed into a server-drawn input before its island hydrated (a weak signal:
 * the scripts come seconds after the box). The browser keeps the text in the box, but the island's
 * state starts from the server's value, and its next render would put that back: read the box once,
 * before the first paint, and start from it.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  take: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; later text arrives through onChange
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') take(typed);
  }, []);
}
