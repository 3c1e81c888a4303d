// Which inline scripts of a rendered page the policy allows, by hash: only the ones Next.js itself writes (the RSC
// payload pushes and Turbopack's bootstrap), each checked to be a single call with a JSON argument, and scripts
// the shop renders on purpose. Anything else inline (markup that slipped into a page) gets no hash and is blocked.
import { createHash } from 'node:crypto';

/** The CSP source expression of a script's text: `sha256-<base64>` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
// The only shapes Next.js 16 writes inline: `push(<JSON>)` onto the RSC payload or Turbopack's chunk list.
const NEXT_CALLS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the text is one of Next's data pushes and nothing more (its argument parses as JSON). */
export function isNextDataScript(text: string): boolean {
  return NEXT_CALLS.some((shape) => {
    const argument = shape.exec(text)?.[1];
    return argument !== undefined && isJson(argument);
  });
}

/**
 * The hashes of the inline scripts a kept page may run: Next's own data scripts and the exact `known` texts
 * (the tag manager's loader). External scripts (`src`) and data blocks (JSON-LD) need none.
 */
export function inlineScriptHashes(html: string, known: readonly string[] = []): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    if (isNextDataScript(text) || known.includes(text)) hashes.add(scriptHash(text));
  }
  return [...hashes];
}
