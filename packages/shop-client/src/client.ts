import { type EditionKey, type Env, getEdition, resolveEditionConfig } from '@shop/editions';
import { type ShopCallKind, shopBudgetsFromEnv } from './budgets.js';
import { shopErrorOf, transportError } from './errors.js';
import type {
  CartFieldsFragment,
  CountryCode,
  LanguageCode,
  TypedDocumentString,
} from './generated/graphql.js';
import {
  CartBuyerIdentityUpdateMutation,
  CartCreateMutation,
  CartLinesAddMutation,
  CartLinesRemoveMutation,
  CartLinesUpdateMutation,
  CartQuery,
} from './operations/cart.js';
import {
  CustomerAccessTokenCreateMutation,
  CustomerAccessTokenCreateWithMultipassMutation,
  CustomerAccessTokenDeleteMutation,
  CustomerActivateByUrlMutation,
  CustomerAddressCreateMutation,
  CustomerAddressUpdateMutation,
  CustomerCreateMutation,
  CustomerDefaultAddressUpdateMutation,
  CustomerQuery,
  CustomerRecoverMutation,
  CustomerResetMutation,
  CustomerUpdateMutation,
} from './operations/customer.js';
import type { ShopResult, ShopWarning } from './result.js';
import { fromAttributes, toAddress, toCart, toCustomer } from './transforms.js';
import { type CallOptions, createStorefrontTransport, type StorefrontTransportOptions } from './transport.js';
import type {
  Address,
  AddressInput,
  Cart,
  CartLineInput,
  CartLineUpdate,
  CustomerAccessToken,
} from './types.js';

export interface ShopClientOptions extends StorefrontTransportOptions {
  /** Country and language of the cart calls (`@inContext`), e.g. the edition's `code` and `shopLanguage`. */
  country: string;
  language: string;
}

/** Client options for an edition: its backend context; its domain, token and time budgets from the environment. */
export function shopClientOptionsFor(edition: EditionKey, env: Env): ShopClientOptions {
  const settings = getEdition(edition);
  const config = resolveEditionConfig(edition, env);
  return {
    storefrontDomain: config.storefrontDomain,
    accessToken: config.storefrontApiKey,
    country: settings.code,
    language: settings.shopLanguage,
    budgets: shopBudgetsFromEnv(env),
  };
}

interface Picked<TPayload> {
  payload: TPayload | null | undefined;
  warnings?: readonly ShopWarning[] | null;
  userErrors?: readonly { message: string; field?: readonly string[] | null; code?: string | null }[] | null;
}

export type ShopClient = ReturnType<typeof createShopClient>;

/** The operations of spec §7 over the Storefront API, each returning our own types as a `ShopResult`. */
export function createShopClient(options: ShopClientOptions) {
  const transport = createStorefrontTransport(options);
  const context = { country: options.country as CountryCode, language: options.language as LanguageCode };

  async function run<TResult, TVariables, TPayload, TData>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    root: string,
    pick: (data: TResult) => Picked<TPayload>,
    map: (payload: TPayload) => TData,
    call: CallOptions | undefined,
    kind: ShopCallKind,
  ): Promise<ShopResult<TData>> {
    let response: Awaited<ReturnType<typeof transport<TResult, TVariables>>>;
    try {
      response = await transport(document, variables, call, kind);
    } catch (error) {
      return { raw: null, error: transportError(error) };
    }
    const picked = response.data ? pick(response.data) : { payload: null };
    const error = shopErrorOf(response, root, picked.userErrors, picked.payload);
    if (error) return { raw: response, error };
    const warnings = picked.warnings?.map(({ code, message, target }) => ({ code, message, target }));
    return {
      raw: response,
      data: map(picked.payload as TPayload),
      ...(warnings?.length ? { warnings } : {}),
    };
  }

  const cart = {
    get: (id: string, call?: CallOptions) =>
      run(
        CartQuery,
        { id, ...context },
        'cart',
        (data) => ({
          payload: data.node && 'checkoutUrl' in data.node ? (data.node as CartFieldsFragment) : null,
        }),
        toCart,
        call,
        'cart-read',
      ),
    create: (lines: CartLineInput[] = [], call?: CallOptions) =>
      run(
        CartCreateMutation,
        { input: { lines: lines.map(toLineInput) }, ...context },
        'cart',
        (data) => ({
          payload: data.cartCreate?.cart,
          userErrors: data.cartCreate?.userErrors,
          warnings: data.cartCreate?.warnings,
        }),
        toCart,
        call,
        'cart-write',
      ),
    addLines: (cartId: string, lines: CartLineInput[], call?: CallOptions) =>
      run(
        CartLinesAddMutation,
        { cartId, lines: lines.map(toLineInput), ...context },
        'cart',
        (data) => ({
          payload: data.cartLinesAdd?.cart,
          userErrors: data.cartLinesAdd?.userErrors,
          warnings: data.cartLinesAdd?.warnings,
        }),
        toCart,
        call,
        'cart-write',
      ),
    removeLines: (cartId: string, lineIds: string[], call?: CallOptions) =>
      run(
        CartLinesRemoveMutation,
        { cartId, lineIds, ...context },
        'cart',
        (data) => ({
          payload: data.cartLinesRemove?.cart,
          userErrors: data.cartLinesRemove?.userErrors,
          warnings: data.cartLinesRemove?.warnings,
        }),
        toCart,
        call,
        'cart-write',
      ),
    updateLines: (cartId: string, lines: CartLineUpdate[], call?: CallOptions) =>
      run(
        CartLinesUpdateMutation,
        {
          cartId,
          lines: lines.map((line) => ({
            id: line.id,
            quantity: line.quantity,
            merchandiseId: line.merchandiseId,
            attributes: line.attributes ? fromAttributes(line.attributes) : undefined,
          })),
          ...context,
        },
        'cart',
        (data) => ({
          payload: data.cartLinesUpdate?.cart,
          userErrors: data.cartLinesUpdate?.userErrors,
          warnings: data.cartLinesUpdate?.warnings,
        }),
        toCart,
        call,
        'cart-write',
      ),
    /**
     * Carries a signed-in customer to checkout, so the order is theirs (`null` token: the cart is a guest's); the
     * email and country, when given, are the buyer's too.
     */
    updateBuyerIdentity: (
      cartId: string,
      customerAccessToken: string | null,
      call?: CallOptions,
      buyer: { email?: string; countryCode?: string } = {},
    ) =>
      run(
        CartBuyerIdentityUpdateMutation,
        {
          cartId,
          buyerIdentity: {
            customerAccessToken,
            ...(buyer.email ? { email: buyer.email } : {}),
            ...(buyer.countryCode ? { countryCode: buyer.countryCode as CountryCode } : {}),
          },
          ...context,
        },
        'cart',
        (data) => ({
          payload: data.cartBuyerIdentityUpdate?.cart,
          userErrors: data.cartBuyerIdentityUpdate?.userErrors,
          warnings: data.cartBuyerIdentityUpdate?.warnings,
        }),
        toCart,
        call,
        'cart-write',
      ),
  } satisfies Record<string, (...args: never[]) => Promise<ShopResult<Cart>>>;

  const customer = {
    createAccessToken: (input: { email: string; password: string }, call?: CallOptions) =>
      run(
        CustomerAccessTokenCreateMutation,
        { input },
        'customerAccessToken',
        (data) => ({
          payload: data.customerAccessTokenCreate?.customerAccessToken,
          userErrors: data.customerAccessTokenCreate?.customerUserErrors,
        }),
        (token): CustomerAccessToken => ({ accessToken: token.accessToken, expiresAt: token.expiresAt }),
        call,
        'customer-write',
      ),
    /** Single sign-on: a Multipass token (valid 15 minutes, once) for the customer's access token. */
    createAccessTokenWithMultipass: (multipassToken: string, call?: CallOptions) =>
      run(
        CustomerAccessTokenCreateWithMultipassMutation,
        { multipassToken },
        'customerAccessToken',
        (data) => ({
          payload: data.customerAccessTokenCreateWithMultipass?.customerAccessToken,
          userErrors: data.customerAccessTokenCreateWithMultipass?.customerUserErrors,
        }),
        (token): CustomerAccessToken => ({ accessToken: token.accessToken, expiresAt: token.expiresAt }),
        call,
        'customer-write',
      ),
    deleteAccessToken: (customerAccessToken: string, call?: CallOptions) =>
      run(
        CustomerAccessTokenDeleteMutation,
        { customerAccessToken },
        'customerAccessTokenDelete',
        (data) => ({
          payload: data.customerAccessTokenDelete,
          userErrors: data.customerAccessTokenDelete?.userErrors,
        }),
        () => null,
        call,
        'customer-write',
      ),
    create: (
      input: { email: string; password: string; firstName?: string; lastName?: string },
      call?: CallOptions,
    ) =>
      run(
        CustomerCreateMutation,
        { input },
        'customer',
        (data) => ({
          payload: data.customerCreate?.customer,
          userErrors: data.customerCreate?.customerUserErrors,
        }),
        (created) => ({ id: created.id, email: created.email ?? input.email }),
        call,
        'customer-write',
      ),
    get: (customerAccessToken: string, call?: CallOptions) =>
      run(
        CustomerQuery,
        { customerAccessToken },
        'customer',
        (data) => ({ payload: data.customer }),
        toCustomer,
        call,
        'customer-read',
      ),
    recover: (email: string, call?: CallOptions) =>
      run(
        CustomerRecoverMutation,
        { email },
        'customerRecover',
        (data) => ({ payload: data.customerRecover, userErrors: data.customerRecover?.customerUserErrors }),
        () => null,
        call,
        'customer-write',
      ),
    reset: (input: { id: string; resetToken: string; password: string }, call?: CallOptions) =>
      run(
        CustomerResetMutation,
        { id: input.id, input: { resetToken: input.resetToken, password: input.password } },
        'customer',
        (data) => ({
          payload: data.customerReset?.customer,
          userErrors: data.customerReset?.customerUserErrors,
        }),
        (reset) => ({ id: reset.id, email: reset.email ?? null }),
        call,
        'customer-write',
      ),
    update: (
      customerAccessToken: string,
      input: {
        firstName?: string;
        lastName?: string;
        phone?: string | null;
        email?: string;
        password?: string;
      },
      call?: CallOptions,
    ) =>
      run(
        CustomerUpdateMutation,
        { customerAccessToken, customer: input },
        'customer',
        (data) => ({ payload: data.customerUpdate, userErrors: data.customerUpdate?.customerUserErrors }),
        (updated) => ({
          customerId: updated.customer?.id ?? null,
          // A password change invalidates the old token and issues this one.
          accessToken: updated.customerAccessToken
            ? {
                accessToken: updated.customerAccessToken.accessToken,
                expiresAt: updated.customerAccessToken.expiresAt,
              }
            : null,
        }),
        call,
        'customer-write',
      ),
    activateByUrl: (input: { activationUrl: string; password: string }, call?: CallOptions) =>
      run(
        CustomerActivateByUrlMutation,
        input,
        'customer',
        (data) => ({
          payload: data.customerActivateByUrl?.customer ? data.customerActivateByUrl : null,
          userErrors: data.customerActivateByUrl?.customerUserErrors,
        }),
        (activated) => ({
          id: activated.customer?.id ?? '',
          email: activated.customer?.email ?? null,
          accessToken: activated.customerAccessToken
            ? {
                accessToken: activated.customerAccessToken.accessToken,
                expiresAt: activated.customerAccessToken.expiresAt,
              }
            : null,
        }),
        call,
        'customer-write',
      ),
    addressCreate: (customerAccessToken: string, address: AddressInput, call?: CallOptions) =>
      run(
        CustomerAddressCreateMutation,
        { customerAccessToken, address },
        'customerAddress',
        (data) => ({
          payload: data.customerAddressCreate?.customerAddress,
          userErrors: data.customerAddressCreate?.customerUserErrors,
        }),
        (created): Address => toAddress(created),
        call,
        'customer-write',
      ),
    addressUpdate: (customerAccessToken: string, id: string, address: AddressInput, call?: CallOptions) =>
      run(
        CustomerAddressUpdateMutation,
        { customerAccessToken, id, address },
        'customerAddress',
        (data) => ({
          payload: data.customerAddressUpdate?.customerAddress,
          userErrors: data.customerAddressUpdate?.customerUserErrors,
        }),
        (updated): Address => toAddress(updated),
        call,
        'customer-write',
      ),
    defaultAddressUpdate: (customerAccessToken: string, addressId: string, call?: CallOptions) =>
      run(
        CustomerDefaultAddressUpdateMutation,
        { customerAccessToken, addressId },
        'customer',
        (data) => ({
          payload: data.customerDefaultAddressUpdate?.customer,
          userErrors: data.customerDefaultAddressUpdate?.customerUserErrors,
        }),
        () => null,
        call,
        'customer-write',
      ),
  };

  return { cart, customer, context: { country: options.country, language: options.language } };
}

function toLineInput(line: CartLineInput) {
  return {
    merchandiseId: line.merchandiseId,
    quantity: line.quantity ?? 1,
    attributes: fromAttributes(line.attributes),
  };
}
