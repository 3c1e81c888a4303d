// Checks the built bundle: every operation is in it exactly once (the build maps graphql() calls to the generated
// documents; see tsup.config.ts), and the lookup map of all operations (src/generated/gql.ts) is not.
import { readdirSync, readFileSync } from 'node:fs';

const bundle = readFileSync(new URL('../dist/index.js', import.meta.url), 'utf8');
const operationsDir = new URL('../src/operations/', import.meta.url);
const failures = [];
for (const file of readdirSync(operationsDir)) {
  const source = readFileSync(new URL(file, operationsDir), 'utf8');
  for (const [, kind, name] of source.matchAll(/graphql\(`\s*(query|mutation)\s+(\w+)/g)) {
    const copies = bundle.split(new RegExp(`${kind} ${name}\\b`)).length - 1;
    if (copies !== 1) failures.push(`${kind} ${name} is in dist/index.js ${copies} times, not once`);
  }
}
if (bundle.includes('graphql(source')) failures.push('dist/index.js carries the graphql() lookup map');
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('dist: each operation once, no lookup map');
