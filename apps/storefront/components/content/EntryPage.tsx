import type { ContentPage } from '@shop/content-client';
import type { Device, EditionKey } from '@shop/editions';
import { EntryView } from '@/components/content/EntryView';
import { SmartMessages } from '@/components/content/SmartMessages';
import { MinimizedPageFooter, MinimizedPageHeader } from '@/components/shell/MinimizedShell';
import type { ListingState, Query } from '@/lib/listing';

/** A content page as the entry routes (per request, kept catalogue, kept listing) render it. */
export function EntryPage({
  edition,
  page,
  path,
  state,
  device,
  requestedVariantId = null,
  query,
}: {
  edition: EditionKey;
  page: ContentPage;
  path: string;
  state: ListingState;
  /** The page size rendered for (a listing's first row). */
  device: Device;
  requestedVariantId?: string | null;
  query?: Query;
}) {
  return (
    <>
      <MinimizedPageHeader edition={edition} page={page} />
      {/* First, so a top message is a bar under the header; the others float over the page. */}
      <SmartMessages edition={edition} page={page} path={path} />
      <EntryView
        edition={edition}
        page={page}
        path={path}
        state={state}
        device={device}
        requestedVariantId={requestedVariantId}
        {...(query ? { query } : {})}
      />
      <MinimizedPageFooter page={page} />
    </>
  );
}
