import sanitizeHtml from 'sanitize-html';

/** The elements editorial HTML may use: text structure, lists, tables, links, images, embedded videos. */
// biome-ignore format: one list reads better than one tag a line
export const CONTENT_HTML_TAGS: readonly string[] = [
  'a', 'abbr', 'article', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption',
  'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'iframe', 'img', 'li', 'mark', 'ol', 'p', 'pre',
  's', 'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
  'u', 'ul',
];

/**
 * Attributes per element; `id` and `name` stay out so content cannot clobber the page's own globals, and `class` so
 * it cannot take on the shop's own styles (a `shop-dialog` div is a fixed layer over the whole page, with whatever
 * link it holds under every click). Editorial HTML is styled by the element that holds it.
 */
export const CONTENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['lang', 'dir', 'title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'width', 'height', 'allowfullscreen', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
};

/** Video players editors may embed; any other frame is dropped. */
export const CONTENT_IFRAME_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
];

export const CONTENT_URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  a: ['http', 'https', 'mailto', 'tel'],
  img: ['http', 'https'],
  iframe: ['https'],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(CONTENT_URL_SCHEMES).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...CONTENT_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  // A frame whose player was refused has lost its src: an empty frame is no use to anyone.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    // The page around the HTML is the one main landmark (the web edition's HTML brings its own).
    main: 'div',
    // A link opening a new tab must not hand the opened page a handle on ours.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: withoutAttribute(attribs, 'target') },
  },
};

function withoutAttribute(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/**
 * Editorial HTML from the content service, cut down to an allow-list of elements, attributes and URL schemes:
 * no scripts, event handlers, styles, forms, frames other than the video players, or `javascript:`/`data:`
 * URLs. Run it on the server before the HTML reaches a page.
 */
export function sanitizeContentHtml(html: string): string {
  if (html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
