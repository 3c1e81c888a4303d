// Webhooks the sandbox sends when a test hook changes its data, signed as Shopify signs them: an HMAC-SHA256 of
// the raw body with the app's secret, base64, in a header. Shop events go to the shop target with Shopify's
// headers; content changes go to the content target. Sent at once and awaited, so a test that changed something
// knows the storefront has heard of it; the last deliveries are kept for GET /__sandbox/webhooks.
import { createHmac, randomUUID } from 'node:crypto';

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhookTargets {
  shop?: WebhookTarget;
  content?: WebhookTarget;
}

export interface Delivery {
  id: string;
  kind: 'shop' | 'content';
  topic: string;
  url: string;
  status: number | null;
  error: string | null;
  at: string;
}

const KEPT_DELIVERIES = 100;
const TIMEOUT_MS = 10_000;

export const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

export class WebhookSender {
  private readonly log: Delivery[] = [];

  constructor(
    private targets: WebhookTargets,
    private readonly shopDomain: string,
    private readonly apiVersion: string,
  ) {}

  /** Points the webhooks elsewhere (POST /__sandbox/webhooks); a kind left out keeps its target. */
  configure(targets: WebhookTargets): void {
    this.targets = { ...this.targets, ...targets };
  }

  get deliveries(): readonly Delivery[] {
    return this.log;
  }

  targetUrls(): { shop: string | null; content: string | null } {
    return { shop: this.targets.shop?.url ?? null, content: this.targets.content?.url ?? null };
  }

  /** A shop event (`products/update`, `inventory_levels/update`); null when no shop target is configured. */
  sendShopEvent(topic: string, payload: unknown): Promise<Delivery | null> {
    const target = this.targets.shop;
    if (!target) return Promise.resolve(null);
    const id = randomUUID();
    const body = JSON.stringify(payload);
    return this.deliver('shop', topic, target.url, body, {
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': sign(target.secret, body),
      'x-shopify-shop-domain': this.shopDomain,
      'x-shopify-api-version': this.apiVersion,
      'x-shopify-webhook-id': id,
      'x-shopify-event-id': id,
      'x-shopify-triggered-at': new Date().toISOString(),
    });
  }

  /** A content change (`page`, `snippet`, `menu`); null when no content target is configured. */
  sendContentChange(change: { type: string } & Record<string, unknown>): Promise<Delivery | null> {
    const target = this.targets.content;
    if (!target) return Promise.resolve(null);
    const body = JSON.stringify(change);
    return this.deliver('content', change.type, target.url, body, {
      'x-content-hmac-sha256': sign(target.secret, body),
    });
  }

  private async deliver(
    kind: Delivery['kind'],
    topic: string,
    url: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<Delivery> {
    const delivery: Delivery = {
      id: randomUUID(),
      kind,
      topic,
      url,
      status: null,
      error: null,
      at: new Date().toISOString(),
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    this.log.unshift(delivery);
    this.log.length = Math.min(this.log.length, KEPT_DELIVERIES);
    return delivery;
  }
}
