import { TIMINGS } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import type { ComponentType, CSSProperties } from 'react';
import { MediaImage } from '../primitives/MediaImage';
import type { CopyLinkButtonProps } from './CopyLinkButton';
import type { FaqAccordionProps } from './FaqAccordion';
import { type FaqClusterData, type FaqPanelData, panelMatches, visibleClusters } from './faq-model';

/**
 * The listing's client parts, given rather than imported: a server component that names a client module puts it
 * in the first-load JavaScript of every page its route renders, so the app passes island-loaded versions.
 */
export interface FaqListingParts {
  FaqAccordion: ComponentType<FaqAccordionProps>;
  CopyLinkButton: ComponentType<CopyLinkButtonProps>;
}

export interface FaqListingProps {
  /** The page's heading; the translated 'Frequently asked questions' when empty. */
  title?: string;
  clusters: readonly FaqClusterData[];
  /** The search phrase of the page's URL: the server shows only the matching panels (spec §5). */
  phrase?: string;
  /** The page's own path: the search form's action (a GET form, so the search works without JavaScript). */
  action?: string;
  /** `FaqAccordion` and `CopyLinkButton` of this package, or the app's island-loaded versions of them. */
  parts: FaqListingParts;
}

/**
 * The FAQ listing (spec §2.3, §4): clusters with a title and accordion panels. Panels are native disclosures
 * (`<details>`), so they open and close without JavaScript; the search is a GET form whose phrase the server
 * applies, and filtering in place, the hash, clicks inside open content and the copy-link icons are the client
 * islands' part. Panels with empty content are left out (spec §5).
 */
export function FaqListing({ title, clusters, phrase = '', action, parts }: FaqListingProps) {
  const { FaqAccordion } = parts;
  const t = useT();
  const shown = visibleClusters(clusters);
  const matches = shown.flatMap((cluster) => cluster.panels).filter((panel) => panelMatches(panel, phrase));
  const timing = { '--shop-accordion-duration': `${TIMINGS.accordionAnimationTimeoutMs}ms` } as CSSProperties;
  return (
    <section className="shop-faq" aria-labelledby="shop-faq-title" style={timing}>
      <h1 id="shop-faq-title" className="shop-faq__title">
        {title?.trim() || t('faq.title')}
      </h1>
      {shown.length === 0 ? (
        <p className="shop-faq__empty">{t('faq.empty')}</p>
      ) : (
        <FaqAccordion phrase={phrase} matches={phrase.trim() ? matches.length : null} action={action}>
          {shown.map((cluster, index) => (
            <FaqCluster
              key={cluster.anchor || index}
              cluster={cluster}
              index={index}
              phrase={phrase}
              CopyLinkButton={parts.CopyLinkButton}
            />
          ))}
        </FaqAccordion>
      )}
    </section>
  );
}

interface FaqClusterProps {
  cluster: FaqClusterData;
  index: number;
  phrase: string;
  CopyLinkButton: FaqListingParts['CopyLinkButton'];
}

function FaqCluster({ cluster, index, phrase, CopyLinkButton }: FaqClusterProps) {
  const headingId = `shop-faq-cluster-${index}`;
  return (
    <section
      className="shop-faq__cluster"
      id={cluster.anchor || undefined}
      aria-labelledby={headingId}
      hidden={!cluster.panels.some((panel) => panelMatches(panel, phrase))}
      data-faq-cluster
    >
      <h2 id={headingId} className="shop-faq__cluster-title">
        {cluster.title}
      </h2>
      {cluster.panels.map((panel) => (
        <FaqPanel
          key={panel.anchor}
          panel={panel}
          hidden={!panelMatches(panel, phrase)}
          CopyLinkButton={CopyLinkButton}
        />
      ))}
    </section>
  );
}

interface FaqPanelProps {
  panel: FaqPanelData;
  hidden: boolean;
  CopyLinkButton: FaqListingParts['CopyLinkButton'];
}

function FaqPanel({ panel, hidden, CopyLinkButton }: FaqPanelProps) {
  const html = panel.content?.trim() ? null : (panel.contentHtml ?? null);
  return (
    <div className="shop-faq-panel" hidden={hidden} data-faq-panel>
      <details id={panel.anchor} className="shop-faq-panel__details">
        <summary className="shop-faq-panel__headline">{panel.headline}</summary>
        <div className="shop-faq-panel__content" data-faq-content>
          {panel.image ? (
            <MediaImage
              className="shop-faq-panel__image"
              src={panel.image.src}
              alt={panel.image.alt}
              aspectRatio={1}
              sizes="10rem"
              widths={[160, 320]}
            />
          ) : null}
          {html !== null ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitised on the server (sanitizeContentHtml)
            <div className="shop-faq-panel__text" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="shop-faq-panel__text">{panel.content}</p>
          )}
        </div>
      </details>
      <CopyLinkButton anchor={panel.anchor} />
    </div>
  );
}
