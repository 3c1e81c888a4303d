// Admin-style hooks: collections (with their products), pages, menus and metafields created or changed by handle,
//   PUT /__sandbox/collections/<handle>, /__sandbox/pages/<handle>, /__sandbox/menus/<handle>, /__sandbox/metafields
//   POST /__sandbox/profile (all of them at once),
// and the profile given at start (`--profile`, SANDBOX_PROFILE), applied again after every reset: so a client's
// expected handles exist without changing the seed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  type CollectionInput,
  LINKED_MENU_ITEM_TYPES,
  MENU_ITEM_TYPES,
  METAFIELD_OWNERS,
  type MenuInput,
  type MenuItemInput,
  type MetafieldInput,
  type PageInput,
  putCollection,
  putMenu,
  putMetafield,
  putPage,
  type Written,
} from '../catalogue/admin-edits';
import { EditError } from '../catalogue/edits';
import { gid } from '../floor/gid';
import { decodeSegment, HttpError, sendJson } from '../floor/http';
import { TEXT_LANGUAGES } from '../floor/markets';
import type { ShopState } from '../shop-api/context';
import { bodyOf } from './edits';

export interface AdminHookEnv {
  state: ShopState;
  /** Loads the catalogue again after a change, for both wings. */
  reloadCatalogue: () => Promise<void>;
}

const Handle = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,254}$/, 'a handle is lower-case letters, digits, - and _');
const Texts = z.union([
  z.string().min(1),
  z
    .partialRecord(z.enum(TEXT_LANGUAGES), z.string().min(1))
    .refine((texts) => Object.keys(texts).length > 0, 'name the text in at least one language'),
]);

const Collection = z.strictObject({
  handle: Handle,
  title: Texts.optional(),
  description: Texts.optional(),
  products: z
    .union([
      z.array(z.string()).max(250),
      z.strictObject({ from: z.string(), first: z.number().int().min(1).max(250).optional() }),
    ])
    .optional(),
});

const Page = z.strictObject({ handle: Handle, title: Texts.optional(), body: Texts.optional() });

const MenuItem: z.ZodType<MenuItemInput> = z
  .strictObject({
    title: Texts,
    type: z.enum(MENU_ITEM_TYPES).optional(),
    handle: z.string().optional(),
    url: z.url().optional(),
    tags: z.array(z.string()).optional(),
    get items() {
      return z.array(MenuItem).optional();
    },
  })
  .refine((item) => item.type !== undefined || item.url !== undefined, 'a menu item needs a type, or a url')
  .transform((item) => ({ ...item, type: item.type ?? 'HTTP' }))
  .refine(
    (item) => !(LINKED_MENU_ITEM_TYPES as readonly string[]).includes(item.type) || item.handle !== undefined,
    { message: 'a COLLECTION, PAGE or PRODUCT item needs the handle it links to' },
  );

const Menu = z.strictObject({ handle: Handle, title: Texts.optional(), items: z.array(MenuItem) });

const Metafield = z
  .strictObject({
    owner: z.enum(METAFIELD_OWNERS),
    handle: z.string().optional(),
    namespace: z.string().min(1).max(255),
    key: z.string().min(1).max(64),
    type: z.string().min(1).default('single_line_text_field'),
    value: z.string(),
  })
  .refine((field) => field.owner === 'Shop' || field.handle !== undefined, {
    message: 'a Product, Collection or Page metafield needs its owner’s handle',
  });

/** A list of resources by handle, each handle once (the profile writes a kind before it reads it back). */
const byHandle = <T extends { handle: string }>(item: z.ZodType<T>) =>
  z.array(item).refine((list) => new Set(list.map((entry) => entry.handle)).size === list.length, {
    message: 'a handle is given twice',
  });

/**
 * What a profile holds. Pages, then collections, then menus, then metafields are written, so a menu links the
 * profile's pages and collections; a collection's `products.from` names one that exists before the profile's.
 */
export const Profile = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  pages: byHandle(Page).optional(),
  collections: byHandle(Collection).optional(),
  menus: byHandle(Menu).optional(),
  metafields: z.array(Metafield).optional(),
});
export type Profile = z.infer<typeof Profile>;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new EditError(
    `${what}${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`,
  );
}

type Put<T> = (db: ShopState['db'], catalogue: ShopState['catalogue'], input: T) => Promise<Written>;

/** Writes one change and loads the catalogue again, for both wings. */
async function write<T>(env: AdminHookEnv, put: Put<T>, input: T): Promise<Written> {
  const written = await put(env.state.db, env.state.catalogue, input);
  await env.reloadCatalogue();
  return written;
}

export interface ProfileSummary {
  pages: string[];
  collections: string[];
  menus: string[];
  metafields: string[];
}

/** Applies a profile (parsed JSON): every entry created or changed by handle. Throws EditError on a bad one. */
export async function applyProfile(env: AdminHookEnv, value: unknown): Promise<ProfileSummary> {
  const profile = parse(Profile, value, 'profile');
  // One load of the catalogue per kind (a load takes a while): a menu finds the profile's pages and collections.
  const each = async <T>(list: T[] | undefined, what: string, put: Put<T>) => {
    for (const [index, input] of (list ?? []).entries()) {
      try {
        await put(env.state.db, env.state.catalogue, input);
      } catch (error) {
        if (error instanceof EditError) throw new EditError(`profile.${what}.${index}: ${error.message}`);
        throw error;
      }
    }
    if (list?.length) await env.reloadCatalogue();
  };
  await each<PageInput>(profile.pages, 'pages', putPage);
  await each<CollectionInput>(profile.collections, 'collections', putCollection);
  await each<MenuInput>(profile.menus, 'menus', putMenu);
  await each<MetafieldInput>(profile.metafields, 'metafields', putMetafield);
  return {
    pages: (profile.pages ?? []).map((page) => page.handle),
    collections: (profile.collections ?? []).map((collection) => collection.handle),
    menus: (profile.menus ?? []).map((menu) => menu.handle),
    metafields: (profile.metafields ?? []).map(
      (field) => `${field.owner}${field.handle ? ` ${field.handle}` : ''} ${field.namespace}.${field.key}`,
    ),
  };
}

const RESOURCES = {
  collections: { type: 'Collection', schema: Collection, put: putCollection as Put<unknown> },
  pages: { type: 'Page', schema: Page, put: putPage as Put<unknown> },
  menus: { type: 'Menu', schema: Menu, put: putMenu as Put<unknown> },
} as const;

/** Answers the admin hooks; null for any other path, left to the other hooks. */
export async function handleAdminHook(
  env: AdminHookEnv,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number | null> {
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const byHandle = /^\/__sandbox\/(collections|pages|menus)\/([^/]+)$/.exec(path);
  try {
    if (byHandle && method === 'PUT') {
      const resource = RESOURCES[byHandle[1] as keyof typeof RESOURCES];
      const handle = decodeSegment(byHandle[2] as string);
      const input = parse(resource.schema, { ...(await bodyOf(request)), handle }, byHandle[1] as string);
      const written = await write(env, resource.put, input);
      const status = written.created ? 201 : 200;
      sendJson(response, status, {
        [resource.type.toLowerCase()]: { id: gid(resource.type, written.id), handle },
      });
      return status;
    }
    if (path === '/__sandbox/metafields' && method === 'PUT') {
      const input = parse(Metafield, await bodyOf(request), 'metafield');
      const written = await write<MetafieldInput>(env, putMetafield, input);
      const status = written.created ? 201 : 200;
      sendJson(response, status, {
        metafield: { id: gid('Metafield', written.id), namespace: input.namespace, key: input.key },
      });
      return status;
    }
    if (path === '/__sandbox/profile' && method === 'POST') {
      sendJson(response, 200, { applied: await applyProfile(env, await bodyOf(request)) });
      return 200;
    }
  } catch (error) {
    if (error instanceof EditError) throw new HttpError(400, error.message);
    throw error;
  }
  return null;
}
