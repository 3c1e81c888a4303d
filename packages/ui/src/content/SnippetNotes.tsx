import { useT } from '@shop/i18n/react';

export interface SnippetNote {
  text: string;
  /** A link the note leads to; none for a plain note. */
  href?: string | null;
}

export interface SnippetNotesProps {
  /** Short notes from a content snippet (the cart's `cart-snippets`, the cart flyout's `cart-flyout-snippet`). */
  notes: readonly SnippetNote[];
}

/** The content service's short notes beside the cart (spec §3): a list named 'Good to know'; nothing without notes. */
export function SnippetNotes({ notes }: SnippetNotesProps) {
  const t = useT();
  if (notes.length === 0) return null;
  return (
    <ul className="shop-snippet-notes" aria-label={t('cart.notes.label')}>
      {notes.map((note) => (
        <li key={note.text} className="shop-snippet-notes__item">
          {note.href ? <a href={note.href}>{note.text}</a> : note.text}
        </li>
      ))}
    </ul>
  );
}
