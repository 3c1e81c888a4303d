// A smart message, loaded only on pages the snippet aims one at (PageIslands.tsx).
export { SmartMessage } from '@shop/ui';
