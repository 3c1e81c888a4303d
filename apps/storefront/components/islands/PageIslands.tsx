'use client';

import dynamic from 'next/dynamic';

// Like ProductIslands, for parts that any page type may show but most pages do not: the smart messages the
// snippet aims at a page and the minimized header's menu a page's configuration asks for. A page without them
// loads neither.
export const MinimizedMenu = dynamic(() => import('./page-parts').then((parts) => parts.MinimizedMenu));
export const SmartMessage = dynamic(() => import('./page-parts').then((parts) => parts.SmartMessage));
