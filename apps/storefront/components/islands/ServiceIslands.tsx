'use client';

import dynamic from 'next/dynamic';

// Like ProductIslands: the manuals' in-place filter loads only on the page that shows them.
export const Manuals = dynamic(() => import('./service-parts').then((parts) => parts.Manuals));
