/** Icons (24×24 by default, currentColor); the control around them carries the name. Drawn by `primitives/Icon.css`. */
export const ICON_NAMES = [
  'search',
  'cart',
  'user',
  'heart',
  'heartFilled',
  'menu',
  'link',
  'warning',
  'close',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const kebab = (name: IconName) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function Icon({ name }: { name: IconName }) {
  return <span className={`shop-icon shop-icon--${kebab(name)}`} aria-hidden="true" />;
}
