// The sandbox's routes as its code dispatches them: every comparison of the request path with a literal, every
// anchored pattern run on it and every `case '/…'` of a path switch, found in src/. The fuzz suite fails when
// one of them matches none of its targets, so a new endpoint cannot go unfuzzed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface RouteMatcher {
  /** `src/hooks.ts:37` */
  where: string;
  /** The path test as written. */
  source: string;
  matches: (path: string) => boolean;
}

const PATH = String.raw`(?:url\.)?(?:path|pathname)`;
const COMPARED = new RegExp(
  String.raw`${PATH}\s*[!=]==\s*(['"\x60])(\/[^'"\x60]*)\1|(['"\x60])(\/[^'"\x60]*)\3\s*[!=]==\s*${PATH}\b`,
  'g',
);
const REGEX_LITERAL = new RegExp(String.raw`\/(\^\\\/.*?)\/[a-z]*\.exec\(${PATH}\)`, 'g');
const REGEX_TEMPLATE = new RegExp(String.raw`new RegExp\(\x60(\^.*?)\x60\)\.exec\(${PATH}\)`, 'g');
const PATH_CASE = /case\s+(['"])(\/[^'"]*)\1\s*:/g;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wings whose dispatcher compares the path after their base path (the account service lives under one). */
const MOUNTED: Record<string, string> = { 'src/account-service/index.ts': '/account-service' };

/** A template literal's text as a pattern: each `${…}` stands for anything. */
const templatePattern = (text: string, isRegex: boolean) =>
  text
    .split(/\$\{[^}]*\}/)
    .map((part) => (isRegex ? part.replaceAll('\\\\', '\\') : escapeRegex(part)))
    .join('.+');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function sandboxRouteMatchers(root: string): RouteMatcher[] {
  const matchers: RouteMatcher[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${relative(root, file)}:${index + 1}`;
      const base = MOUNTED[relative(root, file)];
      const add = (source: string, pattern: string) => {
        const regex = new RegExp(base ? `^${escapeRegex(base)}${pattern.replace(/^\^/, '')}` : pattern);
        matchers.push({ where, source, matches: (path) => regex.test(path) });
      };
      for (const match of line.matchAll(COMPARED)) {
        const quote = match[1] ?? match[3];
        const text = (match[2] ?? match[4]) as string;
        add(text, `^${quote === '`' ? templatePattern(text, false) : escapeRegex(text)}$`);
      }
      for (const match of line.matchAll(REGEX_LITERAL)) add(`/${match[1]}/`, match[1] as string);
      for (const match of line.matchAll(REGEX_TEMPLATE))
        add(`\`${match[1]}\``, templatePattern(match[1] as string, true));
      for (const match of line.matchAll(PATH_CASE))
        add(match[2] as string, `^${escapeRegex(match[2] as string)}$`);
    });
  }
  return matchers;
}
