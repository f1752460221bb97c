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

// Bidirectional controls, and the letters of the scripts written right to left.
const RIGHT_TO_LEFT =
  /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/**
 * isolateText, for text that needs it: one with a bidirectional control or a right-to-left
 * letter. Other text is left as it is, so a title that is all left to right stays byte for byte
 * what it was (the previews and feeds that quote it, and their tests).
 */
export function isolateWhereNeeded(text: string): string {
  return RIGHT_TO_LEFT.test(text) ? isolateText(text) : text;
}
