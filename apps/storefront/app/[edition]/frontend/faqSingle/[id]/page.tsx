import { getEdition } from '@shop/editions';
import { ProductFaq } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/JsonLd';
import { provideRequestI18n } from '@/lib/i18n.server';
import { productFaqPath, selectedQuestion } from '@/lib/product-faq';
import { loadProductFaq } from '@/lib/product-faq.server';
import { editionParam } from '@/lib/routing';
import { metaDescription, plainText } from '@/lib/seo/description';
import { faqPageJsonLd } from '@/lib/seo/faq-page';

type Props = {
  params: Promise<{ edition: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request: the question and language come from the query.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const { edition: key, id } = await params;
  const edition = editionParam(key) ?? notFound();
  if (!/^\d{1,20}$/.test(id)) notFound();
  const query = await searchParams;
  const language = typeof query.language === 'string' ? query.language : null;
  const data = await loadProductFaq(edition, id, language);
  return { edition, id, data, selected: selectedQuestion(query.question, data.questions.length) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, id, data, selected } = await resolve(props);
  const intl = await provideRequestI18n(edition);
  const question = data.questions[selected];
  return {
    title: `${question?.question ?? ''} | ${intl.t('faq.product.title', { product: data.product.title })}`,
    description: metaDescription(`${question?.question ?? ''} ${plainText(question?.answerHtml ?? '')}`),
    alternates: { canonical: productFaqPath(edition, id, selected, data.language) },
  };
}

/** The product FAQ page (spec §2.3); a product without FAQs or a failed load is the error page with 500 (§8). */
export default async function ProductFaqPage(props: Props) {
  const { edition, id, data, selected } = await resolve(props);
  await provideRequestI18n(edition);
  // The page shows the selected question's answer only; the others are links.
  const question = data.questions[selected];
  const faqPage = question ? faqPageJsonLd([question]) : null;
  return (
    <main className="page">
      {faqPage ? <JsonLd data={faqPage} /> : null}
      <ProductFaq
        productTitle={data.product.title}
        productUrl={data.product.url}
        selected={selected}
        contentLang={data.language === edition ? undefined : getEdition(data.language).locale}
        questions={data.questions.map((question, index) => ({
          ...question,
          href: productFaqPath(edition, id, index, data.language),
        }))}
      />
    </main>
  );
}
