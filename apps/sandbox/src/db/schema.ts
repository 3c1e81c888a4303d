// The sandbox's one floor: the catalogue both wings read (shop-api now, content-api later) and the shop's own state.
// Per-language texts live in rows keyed by `language` ('de', 'en', 'gb', 'fr', 'it', 'nl', 'pl', 'es', 'id').
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------------------------------------------------------------- catalogue

export const catalogueMeta = pgTable('catalogue_meta', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  productCount: integer('product_count').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  productType: text('product_type'),
});

export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    seoUrl: text('seo_url').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_texts_seo_url').on(t.seoUrl),
  ],
);

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    handle: text('handle').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    productType: text('product_type').notNull(),
    vendor: text('vendor').notNull(),
    articleNumber: text('article_number').notNull().unique(),
    model: text('model').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    sizeKind: text('size_kind'),
    popularity: integer('popularity').notNull(),
    purchaseLimit: integer('purchase_limit'),
    recyclingClass: text('recycling_class'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('products_category').on(t.categoryId)],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    seoUrl: text('seo_url').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    keyFeatures: jsonb('key_features').$type<string[]>().notNull(),
    scopeOfDelivery: jsonb('scope_of_delivery').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] }), index('product_texts_seo_url').on(t.seoUrl)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
  },
  (t) => [index('product_options_product').on(t.productId)],
);

// Option names and colour names per language; sizes (S, M, L …) are the same in every language.
export const optionTexts = pgTable(
  'option_texts',
  {
    optionKey: text('option_key').notNull(),
    valueKey: text('value_key').notNull(),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionKey, t.valueKey, t.language] })],
);

export const images = pgTable(
  'images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    motif: text('motif').notNull(),
    colour: text('colour').notNull(),
  },
  (t) => [index('images_product').on(t.productId)],
);

export const variants = pgTable(
  'variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull().unique(),
    articleNumber: text('article_number').notNull(),
    barcode: text('barcode').notNull(),
    size: text('size'),
    colour: text('colour'),
    weightGrams: integer('weight_grams').notNull(),
    stock: integer('stock').notNull(),
    imageId: bigint('image_id', { mode: 'number' }),
  },
  (t) => [index('variants_product').on(t.productId)],
);

export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    compareAtAmount: money('compare_at_amount'),
    recyclingAmount: money('recycling_amount'),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.currency] })],
);

export const collections = pgTable('collections', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  handle: text('handle').notNull().unique(),
  categoryId: integer('category_id').references(() => categories.id),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const collectionTexts = pgTable(
  'collection_texts',
  {
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    seoUrl: text('seo_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.language] })],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: bigint('collection_id', { mode: 'number' })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('faqs_product').on(t.productId)],
);

export const faqTexts = pgTable(
  'faq_texts',
  {
    faqId: bigint('faq_id', { mode: 'number' })
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.language] })],
);

export const manuals = pgTable(
  'manuals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileType: text('file_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('manuals_product').on(t.productId)],
);

export const manualTexts = pgTable(
  'manual_texts',
  {
    manualId: bigint('manual_id', { mode: 'number' })
      .notNull()
      .references(() => manuals.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.manualId, t.language] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    authorName: text('author_name').notNull(),
    email: text('email').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reviews_product').on(t.productId)],
);

export const bundles = pgTable('bundles', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  handle: text('handle').notNull().unique(),
});

export const bundleTexts = pgTable(
  'bundle_texts',
  {
    bundleId: bigint('bundle_id', { mode: 'number' })
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    seoUrl: text('seo_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.language] })],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: bigint('bundle_id', { mode: 'number' })
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.variantId] })],
);

export const bundlePrices = pgTable(
  'bundle_prices',
  {
    bundleId: bigint('bundle_id', { mode: 'number' })
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.currency] })],
);

export const pages = pgTable('pages', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  handle: text('handle').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const pageTexts = pgTable(
  'page_texts',
  {
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodySummary: text('body_summary').notNull(),
    seoUrl: text('seo_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.language] })],
);

export const menus = pgTable('menus', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  handle: text('handle').notNull().unique(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' }),
    url: text('url'),
    tags: jsonb('tags').$type<string[]>().notNull(),
  },
  (t) => [index('menu_items_menu').on(t.menuId)],
);

export const menuTexts = pgTable(
  'menu_texts',
  {
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    menuItemId: bigint('menu_item_id', { mode: 'number' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('menu_texts_menu').on(t.menuId)],
);

// Metafields set through the admin hooks (`/__sandbox/metafields`, a profile): one per owner, namespace and key.
// The owner is a type (`Product`, `Collection`, `Page`, `Shop`) and its numeric id; the seeder defines none.
export const metafields = pgTable(
  'metafields',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metafields_owner_key').on(t.ownerType, t.ownerId, t.namespace, t.key)],
);

// ---------------------------------------------------------------- content service (search index)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// One row per product and language, rebuilt by the seeder: the content service's full-text index, with the
// product-level values that filters, sorts and aggregations need (cheapest variant price per currency in integer
// cents, sizes, categories, the in-stock flag). Fixed-width columns come first so a row's values are read without
// walking its variable-length ones, and the long description vector comes last.
export const searchDocuments = pgTable(
  'search_documents',
  {
    language: text('language').notNull(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Some variant has stock; kept current by a trigger on variants.stock (migration 0003). */
    inStock: boolean('in_stock').notNull(),
    /** The cheapest variant's price in cents: integers compare and aggregate without numeric arithmetic. */
    priceEurCents: integer('price_eur_cents').notNull(),
    pricePlnCents: integer('price_pln_cents').notNull(),
    priceGbpCents: integer('price_gbp_cents').notNull(),
    /** The product's sizes and categories as ids of their distinct combinations (below): a listing groups its
     * hits by two integers and expands the few groups to sizes and categories afterwards. */
    sizeSet: integer('size_set').notNull(),
    categorySet: integer('category_set').notNull(),
    /** For category pages: the GIN index finds a category's products. */
    categoryIds: integer('category_ids').array().notNull(),
    /** The title lower-cased and unaccented: substring and prefix matches (compounds, typing in autosuggest). */
    folded: text('folded').notNull(),
    /** Article numbers, SKUs and EANs of the product and its variants, matched exactly. */
    codes: text('codes').array().notNull(),
    /** Title, model, article number (A), vendor and category names (B): small, so ranking stays cheap. */
    titleDocument: tsvector('title_document').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    // The table is partitioned by language (migration 0004, which drizzle does not model): one heap and one set
    // of these indexes per language, so a query, always within one language, plans and reads only its own.
    primaryKey({ columns: [t.language, t.productId] }),
    index('search_documents_product').on(t.productId),
    index('search_documents_document').using('gin', t.document),
    index('search_documents_codes').using('gin', t.codes),
    index('search_documents_categories').using('gin', t.categoryIds),
    index('search_documents_folded').using('gin', sql`${t.folded} gin_trgm_ops`),
  ],
);

// The distinct size lists and category lists of the products (a few dozen), numbered for search_documents.
export const searchSizeSets = pgTable('search_size_sets', {
  id: integer('id').primaryKey(),
  sizes: text('sizes').array().notNull(),
});

export const searchCategorySets = pgTable('search_category_sets', {
  id: integer('id').primaryKey(),
  categoryIds: integer('category_ids').array().notNull(),
});

// Words of product titles and category names per language (unaccented, lower case): typo-tolerant suggestions.
export const searchTerms = pgTable(
  'search_terms',
  {
    language: text('language').notNull(),
    term: text('term').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

// Redirects the content service answers for old URLs (type redirect).
export const contentRedirects = pgTable('content_redirects', {
  sourceUrl: text('source_url').primaryKey(),
  target: text('target').notNull(),
  code: integer('code').notNull(),
});

// ---------------------------------------------------------------- shop state

export const customers = pgTable('customers', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
  passwordHash: text('password_hash'),
  state: text('state').notNull(),
  defaultAddressId: bigint('default_address_id', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    province: text('province'),
    zip: text('zip'),
    country: text('country'),
    countryCode: text('country_code'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

export const customerAccessTokens = pgTable(
  'customer_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_access_tokens_customer').on(t.customerId)],
);

// Multipass tokens already exchanged (SHA-256 of the token), kept while they would still be valid: each works once.
export const multipassUses = pgTable('multipass_uses', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// One-time tokens for password reset and account activation (hashed like access tokens).
export const customerTokens = pgTable('customer_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const carts = pgTable('carts', {
  token: text('token').primaryKey(),
  key: text('key').notNull(),
  countryCode: text('country_code').notNull(),
  languageCode: text('language_code').notNull(),
  currency: text('currency').notNull(),
  email: text('email'),
  phone: text('phone'),
  customerId: bigint('customer_id', { mode: 'number' }),
  note: text('note').notNull().default(''),
  attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
  discountCodes: jsonb('discount_codes').$type<string[]>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartToken: text('cart_token')
      .notNull()
      .references(() => carts.token, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: bigint('variant_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
  },
  (t) => [index('cart_lines_cart').on(t.cartToken)],
);

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    orderNumber: integer('order_number').notNull().unique(),
    name: text('name').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    email: text('email').notNull(),
    phone: text('phone'),
    currency: text('currency').notNull(),
    countryCode: text('country_code').notNull(),
    languageCode: text('language_code').notNull(),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    financialStatus: text('financial_status').notNull(),
    fulfillmentStatus: text('fulfillment_status').notNull(),
    cancelReason: text('cancel_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string | null>>(),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
    note: text('note'),
    cartToken: text('cart_token'),
    statusToken: text('status_token').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('orders_customer').on(t.customerId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: bigint('variant_id', { mode: 'number' }),
    productId: bigint('product_id', { mode: 'number' }),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    compareAtPrice: money('compare_at_price'),
    imageId: bigint('image_id', { mode: 'number' }),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

export const fulfillments = pgTable(
  'fulfillments',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingCompany: text('tracking_company'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
  },
  (t) => [index('fulfillments_order').on(t.orderId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to').on(t.to)],
);

// Monotonic ids for everything the shop creates at run time (customers, addresses, orders).
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- account service (single sign-on wing)

// The service's signing key pair: generated once, so a restart keeps issued tokens valid.
export const accountSigningKeys = pgTable('account_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const accountSessions = pgTable(
  'account_sessions',
  {
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_sessions_customer').on(t.customerId)],
);

// What hangs off a session, stored as SHA-256 hashes only: one-time sign-in codes, rotating refresh tokens and
// the browser's own service cookie. `store` is the store the tokens from a code or refresh token are for.
export const accountGrants = pgTable(
  'account_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'code' | 'refresh' | 'browser'>().notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => accountSessions.id, { onDelete: 'cascade' }),
    origin: text('origin'),
    store: text('store'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_grants_session').on(t.sessionId)],
);
