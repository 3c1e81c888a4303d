export default {
  poweredByHeader: false,
  // As the storefront's: `STOREFRONT_SOURCE_MAPS=1` for bench/chunks.mjs.
  productionBrowserSourceMaps: process.env.STOREFRONT_SOURCE_MAPS === '1',
};
