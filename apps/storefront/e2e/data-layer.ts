import type { Page } from '@playwright/test';

/** One dataLayer entry as a tag manager reads it. */
// biome-ignore lint/suspicious/noExplicitAny: the entries are free-form JSON read by field in assertions.
export type DataLayerEntry = Record<string, any>;

/** Every dataLayer push of the visit, across page loads and origins, as a tag manager would see them. */
export async function recordDataLayer(tab: Page) {
  const recorded: DataLayerEntry[] = [];
  await tab.exposeFunction('e2eRecordDataLayer', (entry: DataLayerEntry) => {
    recorded.push(entry);
  });
  await tab.addInitScript(() => {
    const host = window as unknown as { dataLayer: unknown[]; e2eRecordDataLayer: (entry: unknown) => void };
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) host.e2eRecordDataLayer(entry);
      return Array.prototype.push.apply(layer, entries);
    };
    host.dataLayer = layer;
  });
  return () => recorded.filter((entry) => entry?.event);
}
