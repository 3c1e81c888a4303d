import type { BrowserMessages, CompiledMessages } from './types';

interface Node {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Node[] }>>;
  readonly children?: readonly Node[];
}

const compactElements = (elements: readonly Node[]): unknown[] => elements.map(compactElement);

function compactElement(element: Node): unknown {
  if (element.type === 0) return element.value;
  const { options, children } = element;
  return {
    ...element,
    ...(options && {
      options: Object.fromEntries(
        Object.entries(options).map(([key, option]) => [key, { value: compactElements(option.value) }]),
      ),
    }),
    ...(children && { children: compactElements(children) }),
  };
}

/**
 * A catalogue as the browser gets it, in every page's HTML: a message without arguments as its text, any other as
 * its syntax tree with each literal as a plain string (about a quarter fewer bytes than `formatjs compile --ast`
 * writes). `createBrowserIntl` and `I18nProvider` take both forms.
 */
export function browserMessages(messages: CompiledMessages): BrowserMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, ast]) => {
      const elements = ast as readonly Node[];
      const literal = elements.every((element) => element.type === 0);
      return [id, literal ? elements.map((element) => element.value).join('') : compactElements(elements)];
    }),
  ) as BrowserMessages;
}
