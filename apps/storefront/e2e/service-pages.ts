import { expect } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

/** The editions the service pages are tested in: public path prefix, content language and instance. */
export const EDITIONS = {
  global: { language: 'en', instance: 'live_europe' },
  de: { language: 'de', instance: 'live' },
  pl: { language: 'pl', instance: 'live_europe' },
} as const;
export type TestEdition = keyof typeof EDITIONS;

/** The element content of a service page as the content service serves it. */
export async function serviceContent<T>(edition: TestEdition, url: string): Promise<T> {
  const { language, instance } = EDITIONS[edition];
  const response = await fetch(`${SANDBOX_URL}/enterprise/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': instance },
    body: JSON.stringify({ url, constraints: { 'query.language': language } }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { config: { top: { elements: { properties: { content: T } }[] } } };
  };
  return body.data.config.top.elements[0]?.properties.content as T;
}

/** The url the content service knows a public path by (the global edition's `/global/` is `/en/` there). */
export const contentUrl = (edition: TestEdition, path: string) =>
  `${edition === 'global' ? path.replace(/^\/global\//, '/en/') : path}/`;
