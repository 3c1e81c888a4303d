import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getIntl, type ShopIntl } from '@shop/i18n';
import { setRequestI18n } from '@shop/i18n/react';
import * as React from 'react';
import { renderToReadableStream } from 'react-server-dom-webpack/server.edge';
import { describe, expect, it } from 'vitest';
import { tiles } from './test/fixtures';

// Runs under the `react-server` condition (vitest.rsc.config.ts): React's server build, where client hooks do not
// exist, client modules are references, and `useT` reads the request's catalogue as in Next.js.
const src = import.meta.dirname;

/** A route file: sets the request's texts, then renders the page. */
function Route({ intl, children }: { intl: ShopIntl; children: React.ReactNode }) {
  setRequestI18n(intl);
  return children;
}

function Counter() {
  const [count] = (React as unknown as { useState: (n: number) => [number] }).useState(0);
  return <p>{count}</p>;
}

/** Renders like Next.js: the request's texts set first, then the tree, to the RSC payload. */
async function renderPayload(element: React.ReactNode, edition: 'de' | 'pl' | 'gb' = 'de') {
  const intl = await getIntl(edition);
  const errors: unknown[] = [];
  // Any client reference resolves to a module id; nothing is loaded on this side.
  const clientManifest = new Proxy({}, { get: (_, key) => ({ id: String(key), chunks: [], name: '*' }) });
  const stream = renderToReadableStream(<Route intl={intl}>{element}</Route>, clientManifest, {
    onError: (error) => void errors.push(error),
  });
  const payload = (await new Response(stream).text()).replace(/[\u00a0\u202f]/g, ' ');
  return { payload, errors };
}

function serverComponentFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      // parts/ and hooks/ are pieces the components are drawn from; they render inside their components' stories.
      return ['test', 'parts', 'hooks'].includes(entry.name) ? [] : serverComponentFiles(path);
    if (!entry.name.endsWith('.tsx') || /\.(test|stories)\.tsx$/.test(entry.name)) return [];
    return /^['"]use client['"]/.test(readFileSync(path, 'utf8')) ? [] : [relative(src, path)];
  });
}

type StoryModule = Record<string, { args?: Record<string, unknown>; render?: unknown; component?: unknown }>;

describe('every server component renders in React’s server environment, from its stories’ data', () => {
  const files = serverComponentFiles();

  it('finds the server components', () => {
    expect(files).toEqual(expect.arrayContaining(['listing/ProductTile.tsx', 'primitives/Price.tsx']));
    expect(files).not.toContain('listing/Filters.tsx');
  });

  it.each(files)('%s', async (file) => {
    const name = file.split('/').pop()?.replace('.tsx', '') ?? '';
    const component = (await import(`./${file.replace('.tsx', '')}`))[name] as React.ComponentType;
    const stories = (await import(`./${file.replace('.tsx', '.stories')}`)) as StoryModule;
    const meta = stories.default ?? {};
    const rendered = Object.entries(stories).filter(([key, story]) => key !== 'default' && !story.render);
    expect(rendered.length, `${file}: a story without a custom render`).toBeGreaterThan(0);
    for (const [story, { args }] of rendered) {
      const props = { ...meta.args, ...args };
      const { payload, errors } = await renderPayload(React.createElement(component, props));
      expect(errors, `${file} › ${story}`).toEqual([]);
      expect(payload.length, `${file} › ${story}`).toBeGreaterThan(0);
    }
  });
});

describe('server components draw their texts and prices from the request’s edition', () => {
  it('a tile in German, with its price in euros and its badge', async () => {
    const { ProductTile } = await import('./listing/ProductTile');
    const { payload, errors } = await renderPayload(<ProductTile product={tiles[0] as never} />);
    expect(errors).toEqual([]);
    expect(payload).toContain('Oberarm-Blutdruckmessgerät BM 54 Bluetooth');
    expect(payload).toContain('69,99 €');
    expect(payload).toContain('Neu');
  });

  it('the same price in the Polish and the British edition', async () => {
    const { Price } = await import('./primitives/Price');
    expect((await renderPayload(<Price amount="69.99" />, 'pl')).payload).toContain('69,99 zł');
    expect((await renderPayload(<Price amount="69.99" />, 'gb')).payload).toContain('£69.99');
  });

  it('a client component inside a server one travels as a reference, not as rendered output', async () => {
    const { ProductDetail } = await import('./product/ProductDetail');
    const { Gallery } = await import('./product/Gallery');
    const { payload, errors } = await renderPayload(
      <ProductDetail
        title="Diagnosewaage BF 720"
        gallery={<Gallery images={[]} />}
        price={{ amount: '39.99' }}
        purchase={null}
      />,
    );
    expect(errors).toEqual([]);
    expect(payload).toMatch(/product\/Gallery\.tsx#Gallery/);
    expect(payload).toContain('Diagnosewaage BF 720');
  });
});

describe('the environment catches what a server component must not do', () => {
  it('a hook of the browser fails here, as it would in Next.js', async () => {
    const { errors } = await renderPayload(<Counter />);
    expect(String(errors[0])).toMatch(/useState/);
  });

  it('texts without setRequestI18n fail with a message that says what is missing', async () => {
    const { Spinner } = await import('./primitives/Spinner');
    const errors: unknown[] = [];
    const stream = renderToReadableStream(<Spinner />, {}, { onError: (error) => void errors.push(error) });
    await new Response(stream).text();
    expect(String(errors[0])).toMatch(/setRequestI18n/);
  });
});
