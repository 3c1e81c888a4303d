import { useT } from '@shop/i18n/react';

export interface ProductFaqQuestion {
  question: string;
  /** Sanitised HTML (the app runs it through sanitizeContentHtml). */
  answerHtml: string;
  /** The page of this question (`?question=n`). */
  href: string;
}

export interface ProductFaqProps {
  productTitle: string;
  productUrl: string;
  questions: ProductFaqQuestion[];
  /** Index of the selected question. */
  selected: number;
  /**
   * The language of the questions and answers (a BCP 47 tag) when the page asked for another than its own (the
   * `language` query, spec §2.3): screen readers and translation tools read them in it.
   */
  contentLang?: string;
}

/** The product FAQ page (spec §2.3): title, intro, the selected question with its answer, the other questions. */
export function ProductFaq({ productTitle, productUrl, questions, selected, contentLang }: ProductFaqProps) {
  const t = useT();
  const current = questions[selected];
  const others = questions.flatMap((question, index) => (index === selected ? [] : [question]));
  return (
    <article className="shop-product-faq">
      <h1 className="shop-product-faq__title">{t('faq.product.title', { product: productTitle })}</h1>
      <p className="shop-product-faq__intro">{t('faq.product.intro', { product: productTitle })}</p>
      {current ? (
        <section className="shop-product-faq__selected" aria-labelledby="product-faq-question">
          <h2 id="product-faq-question" className="shop-product-faq__question" lang={contentLang}>
            {current.question}
          </h2>
          <div
            className="shop-product-faq__answer prose"
            lang={contentLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes it through sanitizeContentHtml
            dangerouslySetInnerHTML={{ __html: current.answerHtml }}
          />
        </section>
      ) : null}
      {others.length ? (
        <nav className="shop-product-faq__others" aria-labelledby="product-faq-others">
          <h2 id="product-faq-others" className="shop-product-faq__others-heading">
            {t('faq.otherQuestions')}
          </h2>
          <ul lang={contentLang}>
            {others.map((question) => (
              <li key={question.href}>
                <a href={question.href}>{question.question}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <a href={productUrl}>{t('faq.product.back')}</a>
      </p>
    </article>
  );
}
