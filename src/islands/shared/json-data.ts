/**
 * Data a page hands its island in a `<script type="application/json">` block rather than in the
 * island's props: Astro tags every value of the props and the page escapes every quote, which
 * doubles the bytes of text-heavy data (the league's teams: 34 KB as props, 17 KB as JSON).
 */

/**
 * The JSON of `value` to place inside the data block: `<` is written as its escape, so no name can
 * close the block (`</script>`) or open a comment in it; JSON.parse reads the escape back.
 */
export function jsonDataText(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The value in the page's data block with this id, or `fallback` when the page has none. */
export function readJsonData<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}
