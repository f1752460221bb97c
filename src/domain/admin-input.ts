/**
 * What the admin forms send: a venue name or a badge's title and description,
 * trimmed, or null when a required field is empty after trimming (then nothing is sent).
 */

/** A trimmed text, or null when nothing but white space is left. */
export function requiredText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A venue's new name, or null (nothing is sent). */
export function locationInput(name: string): { name: string } | null {
  const trimmed = requiredText(name);
  return trimmed === null ? null : { name: trimmed };
}

/** A badge's title and description, or null unless both are set (nothing is sent). */
export function badgeInput(
  title: string,
  description: string,
): { title: string; description: string } | null {
  const t = requiredText(title);
  const d = requiredText(description);
  return t === null || d === null ? null : { title: t, description: d };
}
