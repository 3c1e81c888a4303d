// Adds the file extension to every relative import of the unbundled build (`./Price` → `./Price.js`), as ESM
// resolution in Node and in bundlers of `"type": "module"` packages requires.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

for (const file of jsFiles(dist)) {
  const source = readFileSync(file, 'utf8');
  const specified = source.replace(
    /(from\s*|import\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, lead, quote, spec) => {
      if (spec.endsWith('.js') || spec.endsWith('.css')) return whole;
      const base = join(dirname(file), spec);
      if (existsSync(`${base}.js`)) return `${lead}${quote}${spec}.js${quote}`;
      if (existsSync(join(base, 'index.js'))) return `${lead}${quote}${spec}/index.js${quote}`;
      throw new Error(`${file}: cannot resolve ${spec}`);
    },
  );
  if (specified !== source) writeFileSync(file, specified);
}
