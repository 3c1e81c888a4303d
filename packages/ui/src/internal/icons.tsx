/** Decorative inline icons (24×24, currentColor); the control around them carries the name. */
const paths = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.4 1.4-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  cart: 'M3 4h2.2l2.1 10.1A2 2 0 0 0 9.26 15.7H18v-2H9.26L9.05 12.7H18.5L21 6H6.6l-.4-2H3Zm6 14a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5Zm0 2c-3.3 0-6 1.5-6 3v1h12v-1c0-1.5-2.7-3-6-3Z',
  heart:
    'M12 20.5 4.2 12.8A5 5 0 0 1 12 6.6a5 5 0 0 1 7.8 6.2L12 20.5Zm-6.4-9.1L12 17.7l6.4-6.3a3 3 0 0 0-4.8-3.6L12 9.4l-1.6-1.6a3 3 0 0 0-4.8 3.6Z',
  heartFilled: 'M12 20.5 4.2 12.8A5 5 0 0 1 12 6.6a5 5 0 0 1 7.8 6.2L12 20.5Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  link: 'M3.9 12A3.1 3.1 0 0 1 7 8.9h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12ZM8 13h8v-2H8v2Zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="shop-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
