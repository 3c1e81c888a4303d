import { type ContentElement, type ManualEntry, toServiceElement } from '@shop/content-client';
import { type EditionKey, routePath } from '@shop/editions';
import { formatDate } from '@shop/i18n';
import { BlogList, BlogPost, FaqListing, FaqSingle } from '@shop/ui';
import {
  faqPhraseOf,
  type ManualEntryData,
  manualsFilterOf,
  panelMatches,
  visibleClusters,
} from '@shop/ui/model';
import { JsonLd } from '@/components/content/JsonLd';
import { CopyLinkButton, FaqAccordion, Manuals } from '@/components/islands/ServiceIslands';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import type { Query } from '@/lib/listing';
import { type FaqEntry, faqEntryOfPanel, faqPageJsonLd } from '@/lib/seo/faq-page';
import { faqSnippetClusterOf } from '@/lib/shell.server';

/** The page's FAQPage structured data for the questions it shows; nothing without any. */
function FaqPageJsonLd({ entries }: { entries: readonly FaqEntry[] }) {
  const data = faqPageJsonLd(entries);
  return data ? <JsonLd data={data} /> : null;
}

function manualEntry(entry: ManualEntry, edition: EditionKey): ManualEntryData {
  return {
    id: entry.id,
    productName: entry.productName,
    articleNumber: entry.articleNumber,
    categoryId: entry.category.id,
    kind: entry.kind,
    url: entry.url,
    lastUpdate: entry.lastUpdate,
    lastUpdateText: formatDate(entry.lastUpdate, edition),
  };
}

/** The categories the documents belong to, each once, by title. */
function categoriesOf(entries: readonly ManualEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.category.id, entry.category]));
  return [...byId.values()].filter((c) => c.id && c.title).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The service pages' elements (FAQ listing and single question, manuals and downloads, blog); `null` for any
 * other element. Their HTML comes sanitised from the content client's transforms.
 */
export function ServiceElement({
  element,
  edition,
  query,
}: {
  element: ContentElement;
  edition: EditionKey;
  query: Query;
}) {
  const service = toServiceElement(element);
  if (!service) return null;
  return (
    <ScreenTexts edition={edition} screen="service">
      <ServiceContent service={service} edition={edition} query={query} />
    </ScreenTexts>
  );
}

async function ServiceContent({
  service,
  edition,
  query,
}: {
  service: NonNullable<ReturnType<typeof toServiceElement>>;
  edition: EditionKey;
  query: Query;
}) {
  switch (service.component) {
    case 'faq-listing': {
      const phrase = faqPhraseOf(query);
      const snippetCluster = await faqSnippetClusterOf(edition);
      const clusters = snippetCluster ? [...service.faq.clusters, snippetCluster] : service.faq.clusters;
      const shown = visibleClusters(clusters)
        .flatMap((cluster) => cluster.panels)
        .filter((panel) => panelMatches(panel, phrase));
      return (
        <>
          <FaqPageJsonLd entries={shown.map(faqEntryOfPanel)} />
          <FaqListing
            title={service.faq.title}
            clusters={clusters}
            phrase={phrase}
            action={routePath(edition, 'faq') ?? undefined}
            parts={{ FaqAccordion, CopyLinkButton }}
          />
        </>
      );
    }
    case 'faq-single':
      return (
        <>
          <FaqPageJsonLd entries={[faqEntryOfPanel(service.faq.panel)]} />
          <FaqSingle panel={service.faq.panel} cluster={service.faq.cluster} />
        </>
      );
    case 'manuals-listing': {
      const action = routePath(edition, 'manuals');
      if (!action) return null;
      return (
        <Manuals
          title={service.manuals.title}
          entries={service.manuals.items.map((entry) => manualEntry(entry, edition))}
          categories={categoriesOf(service.manuals.items)}
          filter={manualsFilterOf(query)}
          action={action}
        />
      );
    }
    case 'blog-listing':
      return (
        <BlogList
          title={service.blog.title}
          posts={service.blog.posts.map((post) => ({
            ...post,
            publishedText: formatDate(post.publishedAt, edition),
          }))}
        />
      );
    case 'blog-post':
      return (
        <BlogPost
          post={{ ...service.post, publishedText: formatDate(service.post.publishedAt, edition) }}
          blogHref={routePath(edition, 'blog') ?? `/${edition}/`}
        />
      );
    default:
      return null;
  }
}
