// Writes src/generated/messages.ts (MessageId, MessageValues) from the extracted source catalogue lang/en.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_CATALOGUE = join(root, 'lang/en.json');
export const GENERATED_FILE = join(root, 'src/generated/messages.ts');

const NUMBER = 'number';
const DATE = 'Date | number';
const TEXT = 'string | number';

function collect(elements, args) {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        if (!args.has(el.value)) args.set(el.value, TEXT);
        break;
      case TYPE.number:
      case TYPE.plural:
        args.set(el.value, NUMBER);
        break;
      case TYPE.date:
      case TYPE.time:
        if (args.get(el.value) !== NUMBER) args.set(el.value, DATE);
        break;
      case TYPE.select:
        if (!args.has(el.value)) args.set(el.value, 'string');
        break;
      case TYPE.tag:
        throw new Error(`Rich-text tags are not supported in catalogue messages (<${el.value}>)`);
      default:
        break;
    }
    if ('options' in el) for (const option of Object.values(el.options)) collect(option.value, args);
  }
}

/** The argument names and TypeScript types a message needs. */
export function messageArguments(message) {
  const args = new Map();
  collect(parse(message), args);
  return args;
}

/** The text of src/generated/messages.ts for a source catalogue. */
export function renderMessageTypes(catalogue) {
  const ids = Object.keys(catalogue).sort();
  const lines = [
    '// Generated from lang/en.json by scripts/generate-types.mjs (`pnpm extract`). Do not edit.',
    '',
    '/** Every message id of the catalogues. */',
    'export type MessageId =',
    ...ids.map((id, index) => `  | '${id}'${index === ids.length - 1 ? ';' : ''}`),
    '',
    '/** The values each message with placeholders needs, by id. */',
    'export interface MessageValues {',
  ];
  for (const id of ids) {
    const args = messageArguments(catalogue[id]);
    if (args.size === 0) continue;
    const fields = [...args].map(([name, type]) => `${name}: ${type}`).join('; ');
    lines.push(`  '${id}': { ${fields} };`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogue = JSON.parse(readFileSync(SOURCE_CATALOGUE, 'utf8'));
  writeFileSync(GENERATED_FILE, renderMessageTypes(catalogue));
  console.log(`Wrote ${Object.keys(catalogue).length} message ids to src/generated/messages.ts`);
}
