'use client';

import dynamic from 'next/dynamic';

// Like ProductIslands: the manuals' in-place filter and the FAQ listing's client parts (`FaqListing` takes them as
// a prop, so @shop/ui's server component names none itself) load only on the pages that show them.
export const CopyLinkButton = dynamic(() => import('./faq-parts').then((parts) => parts.CopyLinkButton));
export const FaqAccordion = dynamic(() => import('./faq-parts').then((parts) => parts.FaqAccordion));
export const Manuals = dynamic(() => import('./service-parts').then((parts) => parts.Manuals));
