import { tagManagerId } from '@/lib/tracking/config';
import { tagManagerLoader } from '@/lib/tracking/tag-manager';

/**
 * The tag manager's loader when TAG_MANAGER_ID is set (read when the layout renders, at build time for the
 * static shell); without it nothing is rendered and the dataLayer stays in the page (docs/tracking.md).
 */
export function TagManager() {
  const id = tagManagerId(process.env);
  if (!id) return null;
  const loader = tagManagerLoader(id);
  return <script dangerouslySetInnerHTML={{ __html: loader }} />;
}
