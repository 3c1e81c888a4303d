// Files the content service's editors uploaded to the media service besides product images: the brand's logo and
// the footer's payment, shipping, social and app badges. Snippets name them; the media endpoint serves them.

/** The brand's logo, as the editors upload it for a page's minimized header. */
export const BRAND_LOGO_FILE = 'vitalis-logo.svg';
const BRAND_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">
<circle cx="20" cy="20" r="16" fill="#004f8c"/><path d="M12 14l8 14 8-14" fill="none" stroke="#fff" stroke-width="4"/>
<text x="44" y="28" font-family="sans-serif" font-size="22" font-weight="700" fill="#004f8c">Vitalis</text>
</svg>`;

// Label and colours of each footer badge (the footer draws them at 35×25, 56×40 on phones).
const BADGES: Record<string, { label: string; fill: string; text: string }> = {
  paypal: { label: 'PayPal', fill: '#ffffff', text: '#003087' },
  visa: { label: 'VISA', fill: '#1a1f71', text: '#ffffff' },
  mastercard: { label: 'MC', fill: '#ffffff', text: '#eb001b' },
  klarna: { label: 'Klarna', fill: '#ffb3c7', text: '#17120f' },
  ideal: { label: 'iDEAL', fill: '#ffffff', text: '#cc0066' },
  blik: { label: 'BLIK', fill: '#000000', text: '#ffffff' },
  dhl: { label: 'DHL', fill: '#ffcc00', text: '#d40511' },
  ups: { label: 'UPS', fill: '#351c15', text: '#ffb500' },
  dpd: { label: 'DPD', fill: '#ffffff', text: '#dc0032' },
  facebook: { label: 'f', fill: '#1877f2', text: '#ffffff' },
  instagram: { label: 'IG', fill: '#c13584', text: '#ffffff' },
  youtube: { label: '▶', fill: '#ff0000', text: '#ffffff' },
  'app-store': { label: 'App Store', fill: '#000000', text: '#ffffff' },
  'google-play': { label: 'Play', fill: '#000000', text: '#ffffff' },
};

/** The footer badges' file names, as the snippets link them. */
export const BADGE_FILES = Object.keys(BADGES).map((name) => `${name}.svg`);

function badgeSvg({ label, fill, text }: { label: string; fill: string; text: string }): string {
  const size = label.length > 6 ? 12 : label.length > 3 ? 15 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="70" height="50" viewBox="0 0 70 50">
<rect x="1" y="1" width="68" height="48" rx="6" fill="${fill}" stroke="#c9ced6" stroke-width="2"/>
<text x="35" y="25" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${text}">${label}</text>
</svg>`;
}

/** The SVG of an editorial file, or undefined when the editors uploaded no file of that name. */
export function editorialFile(fileName: string): string | undefined {
  if (fileName === BRAND_LOGO_FILE) return BRAND_LOGO;
  const badge = BADGES[fileName.replace(/\.svg$/, '')];
  return fileName.endsWith('.svg') && badge ? badgeSvg(badge) : undefined;
}
