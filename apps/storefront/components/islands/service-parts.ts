// The manuals listing's client part, a chunk that only the manuals page loads (see ServiceIslands.tsx).
export { Manuals } from '@shop/ui';
