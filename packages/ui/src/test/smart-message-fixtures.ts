import type { SmartMessageData } from '../shell/SmartMessage';

export const SAMPLE_SMART_MESSAGE: SmartMessageData = {
  id: 'smart-message-app',
  colorVar: 'primary',
  position: 'bottom-right',
  size: 'small',
  label: 'Neu',
  headline: 'Neu: Blutdruck-App',
  image: { src: '/images/product-1.svg', alt: 'Blutdruck-App', title: 'Blutdruck-App' },
  text: 'Messwerte automatisch übertragen und teilen.',
  cta: 'Jetzt entdecken',
  url: '/de/c/blutdruck/',
  isOpenByDefault: false,
  onMobile: true,
  onDesktop: true,
};
