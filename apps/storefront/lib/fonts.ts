import localFont from 'next/font/local';

// One family, 400 and 700 with their italics (spec §3), subset by scripts/subset-fonts.mjs. Two calls declare the
// same family so that only the upright faces are preloaded: a browser fetches an italic to draw italic text only.
// The family is the first call's own name: Turbopack names the variable and fallback after it (next.js#88894).
export const shopFont = localFont({
  src: [
    { path: '../app/fonts/shop-sans-400.woff2', weight: '400', style: 'normal' },
    { path: '../app/fonts/shop-sans-700.woff2', weight: '700', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: 'shopFont' }],
  variable: '--shop-font',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
export const shopFontItalics = localFont({
  src: [
    { path: '../app/fonts/shop-sans-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../app/fonts/shop-sans-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  declarations: [{ prop: 'font-family', value: 'shopFont' }],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
