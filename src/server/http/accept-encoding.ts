/**
 * True when an Accept-Encoding header allows `coding` ('gzip', 'br'): named with a q above 0, or
 * not named while `*` is allowed.
 */
export function acceptsCoding(acceptEncoding: string | null | undefined, coding: string): boolean {
  if (typeof acceptEncoding !== 'string') return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get(coding) ?? weights.get('*') ?? 0;
  return weight > 0;
}
