import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

declare global {
  /** The published package's version, put into the page by its server (`npx @shop/storybook`, bin/storybook.mjs). */
  var SHOP_STORYBOOK_VERSION: string | undefined;
}

// The version is the installed package's, set when the page is served: the build does not know it (the release
// builds before it versions, docs/release.md).
const version = globalThis.SHOP_STORYBOOK_VERSION;
addons.setConfig({
  theme: create({ base: 'light', brandTitle: version ? `@shop/ui ${version}` : '@shop/ui (local build)' }),
});
