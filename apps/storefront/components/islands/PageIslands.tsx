'use client';

import dynamic from 'next/dynamic';

// Like ProductIslands, for parts that any page type may show but most pages do not: the smart messages the
// snippet aims at a page and the minimized header's menu a page's configuration asks for. A page without them
// loads neither, and each loads alone: a module each, so one chunk each.
export const MinimizedMenu = dynamic(() =>
  import('./minimized-menu-part').then((part) => part.MinimizedMenu),
);
export const SmartMessage = dynamic(() => import('./smart-message-part').then((part) => part.SmartMessage));
