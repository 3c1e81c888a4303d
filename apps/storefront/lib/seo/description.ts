/** Longest meta description (spec §2.3: the meta description is cut at 154 characters). */
export const META_DESCRIPTION_MAX = 154;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of an HTML fragment: tags dropped, the common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A meta description of at most `max` characters: whitespace collapsed; a longer text is cut after its last whole
 * word that fits with the ellipsis that marks the cut (a single word longer than that is cut inside).
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  const boundary = collapsed.lastIndexOf(' ', max - 1);
  const head = boundary > 0 ? collapsed.slice(0, boundary) : collapsed.slice(0, max - 1);
  return `${head.replace(/[\s,;:.–—-]+$/, '')}…`;
}
