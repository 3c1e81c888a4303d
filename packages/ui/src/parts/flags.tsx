/**
 * Small decorative flags (20×14) of the language options; the option's label names it. The stylesheet draws them
 * (`shell/CountrySelector.css`, a background per country), so the script only names a class; an unknown country gets the
 * globe.
 */
export function Flag({ country }: { country: string }) {
  return <span className={`shop-flag shop-flag--${country}`} aria-hidden="true" />;
}
