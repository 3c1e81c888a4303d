export interface LiveRegionProps {
  /** The latest message; change it to announce it. Empty renders nothing but keeps the region. */
  message: string;
  politeness?: 'polite' | 'assertive';
}

/** A visually hidden live region for updates that have no visible toast (e.g. 'Your cart has been updated.'). */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <div className="shop-visually-hidden" aria-live={politeness} aria-atomic="true">
      {message}
    </div>
  );
}
