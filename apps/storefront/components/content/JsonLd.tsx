import { type JsonLd as JsonLdData, serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, rendered on the server as an inline JSON-LD script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
