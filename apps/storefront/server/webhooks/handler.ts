import type { z } from 'zod';

/** What a feature does on one topic of the shop backend's webhooks. */
export interface ShopWebhookHandler<S extends z.ZodType = z.ZodType> {
  topic: string;
  /** What the handler reads of the payload; the rest is ignored. */
  payload: S;
  handle: (payload: z.output<S>) => Promise<void>;
}

/** Keeps the payload's type tied to its handler in a list of handlers of different topics. */
export const shopWebhook = <S extends z.ZodType>(handler: ShopWebhookHandler<S>) =>
  handler as unknown as ShopWebhookHandler;
