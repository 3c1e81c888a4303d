import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './JsonLd';

describe('<JsonLd> renders one inline JSON-LD script', () => {
  it('a text holding </script> stays inside the script and reads back unchanged', () => {
    const data = { '@type': 'Product', name: 'Scale </script><script>alert(1)</script>' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [, json] = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html) ?? [];
    expect(JSON.parse(json ?? '')).toEqual(data);
  });
});
