import type { MessageAst } from './types';

type Element = MessageAst[number];

/** Every argument a message names, with the kind of value it takes (plural and number → numbers). Tests only. */
export function argumentsOf(ast: readonly Element[], into = new Map<string, 'text' | 'number'>()) {
  for (const element of ast) {
    if (element.type !== 0 && 'value' in element && typeof element.value === 'string') {
      const numeric = element.type === 2 || element.type === 6;
      if (numeric || !into.has(element.value)) into.set(element.value, numeric ? 'number' : 'text');
    }
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value as Element[], into);
    if ('children' in element) argumentsOf(element.children as Element[], into);
  }
  return into;
}
