// The FAQ listing's client parts, a chunk that only the FAQ page loads (see ServiceIslands.tsx).
export { CopyLinkButton, FaqAccordion } from '@shop/ui';
