// How many objects an operation could return, counted before it runs: page sizes (`first`/`last`, `ids`)
// multiply down through nested connections. Nested connections of 250 each are billions of objects, which would
// exhaust the process long before an answer; such operations are refused, as the hosted API refuses costly ones.
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

/** Far above any page the storefront asks for; 250 products with 250 variants each count 125 500. */
export const MAX_COMPLEXITY = 250_000;

function pageSize(field: FieldNode, variables: Record<string, unknown>): number {
  let size = 1;
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    if (name !== 'first' && name !== 'last' && name !== 'ids') continue;
    const value = valueFromASTUntyped(argument.value as ValueNode, variables);
    const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 1;
    size = Math.max(size, Number.isFinite(count) && count > 0 ? count : 1);
  }
  return size;
}

/** The objects a selection returns; stops counting once over the limit (fragment cycles are refused earlier). */
function complexityOf(
  selections: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  let total = 0;
  for (const selection of selections.selections) {
    if (total > MAX_COMPLEXITY) break;
    if (selection.kind === 'Field') {
      if (!selection.selectionSet) continue;
      total +=
        pageSize(selection, variables) * (1 + complexityOf(selection.selectionSet, fragments, variables));
    } else if (selection.kind === 'InlineFragment') {
      total += complexityOf(selection.selectionSet, fragments, variables);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) total += complexityOf(fragment.selectionSet, fragments, variables);
    }
  }
  return total;
}

export function operationComplexity(
  operation: OperationDefinitionNode,
  fragments: readonly FragmentDefinitionNode[],
  variables: Record<string, unknown>,
): number {
  const byName = new Map(fragments.map((fragment) => [fragment.name.value, fragment]));
  return complexityOf(operation.selectionSet, byName, variables);
}
