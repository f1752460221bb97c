// First Strong Isolate and Pop Directional Isolate: what <bdi> does, for plain text.
const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/**
 * Text typed by someone else, isolated for a place where only plain text goes (a document title,
 * a label built as a string): a right-to-left override in a name reorders nothing outside it. The
 * text's own isolate controls are dropped, so that none can end the isolation early; embeddings
 * and overrides inside it end where it ends. In markup, <bdi> does the same.
 */
export function isolateText(text: string): string {
  return `${FSI}${text.replace(ISOLATE_CONTROLS, '')}${PDI}`;
}
