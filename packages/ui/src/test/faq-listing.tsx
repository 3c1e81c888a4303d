import { CopyLinkButton } from '../faq/CopyLinkButton';
import { FaqAccordion } from '../faq/FaqAccordion';
import { type FaqListingProps, FaqListing as ServerFaqListing } from '../faq/FaqListing';

/** The FAQ listing with this package's own client parts, as its stories render it (the app passes islands). */
export function FaqListing(props: Omit<FaqListingProps, 'parts'>) {
  return <ServerFaqListing {...props} parts={{ FaqAccordion, CopyLinkButton }} />;
}
