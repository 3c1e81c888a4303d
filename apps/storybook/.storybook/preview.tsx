import {
  type CatalogueLocale,
  type CompiledMessages,
  catalogueLocaleOf,
  clientEdition,
  type EditionInput,
  resolveEdition,
} from '@shop/i18n';
import de from '@shop/i18n/messages/de.json';
import en from '@shop/i18n/messages/en.json';
import enGB from '@shop/i18n/messages/en-GB.json';
import es from '@shop/i18n/messages/es.json';
import fr from '@shop/i18n/messages/fr.json';
import id from '@shop/i18n/messages/id.json';
import it from '@shop/i18n/messages/it.json';
import nl from '@shop/i18n/messages/nl.json';
import pl from '@shop/i18n/messages/pl.json';
import { I18nProvider } from '@shop/i18n/react';
import type { Decorator, Preview } from '@storybook/react-vite';
// The source stylesheet, so style edits reload without building @shop/ui.
import '../../../packages/ui/src/styles.css';
import { loadDialog } from '../../../packages/ui/src/primitives/Dialog';
import './fonts.css';

const CATALOGUES = { de, en, 'en-GB': enGB, es, fr, id, it, nl, pl } as unknown as Record<
  CatalogueLocale,
  CompiledMessages
>;

const EDITIONS = [
  { value: 'de', title: 'de · Deutschland (EUR)' },
  { value: 'pl', title: 'pl · Polska (PLN)' },
  { value: 'gb', title: 'gb · United Kingdom (GBP)' },
  { value: 'fr', title: 'fr · France' },
  { value: 'it', title: 'it · Italia' },
  { value: 'nl', title: 'nl · Nederland' },
  { value: 'es', title: 'es · España' },
  { value: 'en', title: 'en · Global' },
  { value: 'id', title: 'id · Indonesia' },
];

/** Every story renders inside the I18nProvider of the edition picked in the toolbar. */
const withEdition: Decorator = (Story, context) => {
  const edition = (context.globals.edition ?? 'de') as EditionInput;
  return (
    <I18nProvider
      edition={clientEdition(resolveEdition(edition))}
      messages={CATALOGUES[catalogueLocaleOf(edition)]}
    >
      <div className="shop-root" style={{ padding: '1rem' }}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withEdition],
  tags: ['autodocs'],
  // Stories draw, and tests measure, in the shop's font from the first paint; a dialog opens at once, as after
  // its first open in the shop (its code loads then).
  beforeAll: async () => {
    await Promise.all([
      document.fonts.load('400 1em shopFont'),
      document.fonts.load('700 1em shopFont'),
      loadDialog(),
    ]);
  },
  globalTypes: {
    edition: {
      description: 'Edition (language, currency, VAT copy)',
      toolbar: { title: 'Edition', icon: 'globe', items: EDITIONS, dynamicTitle: true },
    },
  },
  initialGlobals: { edition: 'de' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '900px' } },
        laptop: { name: 'Laptop (1366)', styles: { width: '1366px', height: '768px' } },
      },
    },
  },
};

export default preview;
