'use client';

import { useT } from '@shop/i18n/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Icon } from '../parts/icons';

export interface CopyLinkButtonProps {
  /** The panel's anchor: the link is the current page with it as the hash. */
  anchor: string;
}

/** How long 'Link copied!' stays. */
const COPIED_MS = 3000;

/** The Clipboard API, else the older copy command (browsers that refuse the API to a page without permission). */
async function writeToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/**
 * The link icon of an accordion panel (spec §4): copies the panel's link and shows 'Link copied!'. It is a link to
 * the panel itself, so without JavaScript (or without clipboard access) it still leads there.
 */
export function CopyLinkButton({ anchor }: CopyLinkButtonProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    url.hash = anchor;
    if (await writeToClipboard(url.toString())) setCopied(true);
    else window.location.hash = anchor;
  };

  return (
    <span className="shop-faq-copy">
      <a className="shop-faq-copy__link" href={`#${anchor}`} aria-label={t('faq.copyLink')} onClick={copy}>
        <Icon name="link" />
      </a>
      <span className="shop-faq-copy__status" role="status">
        {copied ? t('faq.linkCopied') : ''}
      </span>
    </span>
  );
}
