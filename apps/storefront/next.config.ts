import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Public paths keep the spelling the edition registry gives them (some with, some without a trailing slash);
  // the proxy maps them, so Next must not redirect them first.
  skipTrailingSlashRedirect: true,
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
  },
  typedRoutes: false,
};

export default config;
