// The part of React's server renderer the server-components test uses (the package ships no types).
declare module 'react-server-dom-webpack/server.edge' {
  import type { ReactNode } from 'react';

  export function renderToReadableStream(
    model: ReactNode,
    clientManifest: unknown,
    options?: { onError?: (error: unknown) => void },
  ): ReadableStream<Uint8Array>;
  export function registerClientReference<T>(reference: T, id: string, exportName: string): T;
}
