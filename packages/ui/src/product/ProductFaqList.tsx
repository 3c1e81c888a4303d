export interface ProductFaqLink {
  question: string;
  /** The product FAQ page with this question selected. */
  href: string;
}

export interface ProductFaqListProps {
  /** The questions, in groups when the content service groups them (a group without title is a plain list). */
  groups: { title: string | null; questions: ProductFaqLink[] }[];
}

/** The product's questions, each a link to its answer on the product FAQ page. */
export function ProductFaqList({ groups }: ProductFaqListProps) {
  return (
    <div className="shop-product-faq">
      {groups.map((group, index) => (
        <div key={group.title ?? index} className="shop-product-faq__group">
          {group.title ? <h3 className="shop-product-faq__title">{group.title}</h3> : null}
          <ul className="shop-product-faq__list">
            {group.questions.map((question) => (
              <li key={question.href}>
                <a href={question.href}>{question.question}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
