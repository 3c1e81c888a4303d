import {
  type ContentElement,
  contentHref,
  type ProductSummary,
  sanitizeContentHtml,
  toProductSummary,
} from '@shop/content-client';
import { type EditionKey, getEdition } from '@shop/editions';
import { MediaImage, ProductGrid } from '@shop/ui';
import { ServiceElement } from '@/components/content/ServiceElement';
import { type Query, toTileData } from '@/lib/listing';

/** Products an editor placed in an element, in the content service's document shape. */
function productsOf(value: unknown, edition: EditionKey): ProductSummary[] {
  const currency = getEdition(edition).prices.currency;
  return (Array.isArray(value) ? value : [])
    .map((doc) => toProductSummary(doc, { currency }))
    .filter((product): product is ProductSummary => product !== null);
}

/** Renders the content page's elements the storefront knows; unknown components are left out. */
export function ContentElements({
  elements,
  edition,
  query = {},
  leading = true,
}: {
  elements: ContentElement[];
  edition: EditionKey;
  /** The page's query, for elements that render it (the manuals filter). */
  query?: Query;
  /** Whether these elements open the page, so that their first one is its likely largest paint. */
  leading?: boolean;
}) {
  return (
    <>
      {elements.map((element, index) => (
        <Element
          key={element.id || index}
          element={element}
          edition={edition}
          priority={leading && index === 0}
          query={query}
        />
      ))}
    </>
  );
}

interface LinkItem {
  title?: string;
  url?: string;
}

function Element({
  element,
  edition,
  priority,
  query,
}: {
  element: ContentElement;
  edition: EditionKey;
  priority: boolean;
  query: Query;
}) {
  const content = (element.content ?? {}) as Record<string, unknown>;
  switch (element.component) {
    case 'hero-teaser': {
      const title = String(content.title ?? '');
      const link = typeof content.link === 'string' ? contentHref(content.link) : '';
      return (
        <section className="content-hero" aria-label={title}>
          {typeof content.image === 'string' && (
            <MediaImage
              className="content-hero__image"
              src={content.image}
              alt=""
              aspectRatio={3}
              sizes="(max-width: 80rem) 100vw, 80rem"
              priority={priority}
            />
          )}
          <div className="content-hero__text">
            <h1>{link ? <a href={link}>{title}</a> : title}</h1>
          </div>
        </section>
      );
    }
    case 'category-tiles': {
      const items = Array.isArray(content.items) ? (content.items as LinkItem[]) : [];
      return (
        <nav className="content-tiles" aria-label={String(content.title ?? '') || undefined}>
          <ul>
            {items
              .map((item) => ({ ...item, href: contentHref(String(item.url ?? '')) }))
              .filter((item) => item.href && item.title)
              .map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.title}</a>
                </li>
              ))}
          </ul>
        </nav>
      );
    }
    case 'product-teaser': {
      const products = productsOf(content.products, edition);
      if (products.length === 0) return null;
      return (
        <section className="content-products">
          {typeof content.title === 'string' && <h2>{content.title}</h2>}
          {/* Below a hero its tiles are not the largest paint: they wait their turn instead of competing with it. */}
          <ProductGrid products={products.map(toTileData)} priorityCount={priority ? undefined : 0} />
        </section>
      );
    }
    case 'text': {
      // Editorial HTML from the content service (the shop's own editors), as the product overview.
      const title = typeof content.title === 'string' ? content.title : null;
      const html = typeof content.html === 'string' ? sanitizeContentHtml(content.html) : null;
      return (
        <section className="content-text">
          {title && <h1>{title}</h1>}
          {html && <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />}
        </section>
      );
    }
    default:
      return <ServiceElement element={element} edition={edition} query={query} />;
  }
}
