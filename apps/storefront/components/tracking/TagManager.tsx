import { tagManagerId } from '@/lib/tracking/config';

/**
 * The tag manager's loader when TAG_MANAGER_ID is set (read when the layout renders, at build time for the
 * static shell); without it nothing is rendered and the dataLayer stays in the page (docs/tracking.md).
 */
export function TagManager() {
  const id = tagManagerId(process.env);
  if (!id) return null;
  const loader = `(function(w,d,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+i;d.head.appendChild(s);})(window,document,'dataLayer',${JSON.stringify(id)});`;
  return <script dangerouslySetInnerHTML={{ __html: loader }} />;
}
