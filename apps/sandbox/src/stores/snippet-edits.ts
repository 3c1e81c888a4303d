// Snippets are written by the content service's code, so a test hook's edit of one is kept here, in memory, and
// laid over the snippet when it is served (cleared by a reset).
export interface SnippetEdit {
  snippetId: string;
  language: string;
  /** The element whose content changes, by its component (`error-not-found`, `footer-contact`…). */
  component: string;
  /** Properties that replace the element's content properties of the same name. */
  content: Record<string, unknown>;
}

interface ServedSnippet {
  data: { config: { top: { elements: { component: string; properties: { content: unknown } }[] } } };
}

export class SnippetEdits {
  private readonly edits = new Map<string, SnippetEdit>();

  set(edit: SnippetEdit): void {
    this.edits.set(`${edit.snippetId}\0${edit.language}\0${edit.component}`, edit);
  }

  clear(): void {
    this.edits.clear();
  }

  /** The snippet as served in a language, with the edits made to it. */
  apply<T>(snippetId: string, language: string, snippet: T): T {
    const served = snippet as unknown as ServedSnippet;
    for (const element of served.data.config.top.elements) {
      const edit = this.edits.get(`${snippetId}\0${language}\0${element.component}`);
      if (edit) element.properties.content = { ...(element.properties.content as object), ...edit.content };
    }
    return snippet;
  }
}
