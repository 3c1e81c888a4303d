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
  experimental: {
    // Cached catalogue pages and content answers live in memory (an LRU of `cacheMaxMemorySize`, 50 MB), not in
    // `.next`: a restart or a new backend starts clean, and crawlers asking for unknown paths cannot fill the disk
    // with cached 404s. Several instances behind a load balancer would share one `cacheHandler` instead.
    isrFlushToDisk: false,
  },
};

export default config;
