import { useT } from '@shop/i18n/react';
import { MediaImage } from '../primitives/MediaImage';
import type { FaqPanelData } from './faq-model';

export interface FaqSingleProps {
  panel: FaqPanelData;
  /** The cluster the question belongs to, and its place on the FAQ page. */
  cluster: { title: string; url: string };
}

/** One question and its answer (FAQ single, spec §2.2, §2.3), with a link back to its cluster. */
export function FaqSingle({ panel, cluster }: FaqSingleProps) {
  const t = useT();
  const html = panel.content?.trim() ? null : (panel.contentHtml ?? '');
  return (
    <article className="shop-faq-single" aria-labelledby="shop-faq-single-title">
      <h1 id="shop-faq-single-title" className="shop-faq-single__question">
        {panel.headline}
      </h1>
      {panel.image ? (
        <MediaImage
          className="shop-faq-single__image"
          src={panel.image.src}
          alt={panel.image.alt}
          sizes="15rem"
          widths={[240, 480]}
        />
      ) : null}
      {html !== null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the app passes HTML sanitised on the server (sanitizeContentHtml)
        <div className="shop-faq-single__answer" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="shop-faq-single__answer">{panel.content}</p>
      )}
      <p className="shop-faq-single__back">
        <a href={cluster.url}>{t('faq.single.backToCluster', { cluster: cluster.title })}</a>
      </p>
    </article>
  );
}
