/**
 * The <head> of a storefront page as the server sends it (issue #10): the title, description and
 * canonical address, the Open Graph and Twitter tags a link preview on WhatsApp, Facebook or Instagram
 * reads, and the JSON-LD search engines read. The browser's app takes over the title once it runs.
 */
import { BRAND_NAME } from '@shop/domain/site';

export interface PageHead {
  /** 404 for an unknown page or product: the app shows its not-found page, crawlers drop the URL. */
  status: 200 | 404;
  /** The document's title, 'Gold hoops | Zewar & Bags'. */
  title: string;
  /** What a preview shows as the title: the product's or page's own name. */
  previewTitle: string;
  description: string;
  /** Absolute; absent where a page has no address of its own worth indexing. */
  canonical?: string;
  /** Pages kept out of search results (checkout, searches, the back office, not found). */
  noindex?: boolean;
  /** Absolute address of the picture a preview shows. */
  image?: string;
  product?: { price: string; currency: 'PKR' };
  jsonLd: object[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** JSON inside <script>: a '</script>' or '<!--' in a product's text must not end the element. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content === undefined
    ? ''
    : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:title', head.previewTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'product:price:amount', head.product?.price),
    meta('property', 'product:price:currency', head.product?.currency),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.previewTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
