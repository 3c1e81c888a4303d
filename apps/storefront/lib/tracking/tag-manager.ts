/** Google Tag Manager's loader for a container id: the one inline script the shop writes itself. */
export function tagManagerLoader(id: string): string {
  return `(function(w,d,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+i;d.head.appendChild(s);})(window,document,'dataLayer',${JSON.stringify(id)});`;
}
