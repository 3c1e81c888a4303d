// The shop reports stock of an inventory item: when some is available again, the variant's waiting requests
// become due and the notification job is started at once rather than on its next tick.
import { z } from 'zod';
import { variantOfInventoryItem } from '../catalogue/webhooks';
import { database } from '../db/database';
import { backInStockJob } from '../jobs/jobs';
import { runJob } from '../jobs/runner';
import { logLine } from '../log';
import { shopWebhook } from '../webhooks/handler';
import { markVariantAvailable } from './request-store';

export const backInStockWebhooks = [
  shopWebhook({
    topic: 'inventory_levels/update',
    payload: z.object({
      inventory_item_id: z.number().int().positive(),
      available: z.number().int().nullable().optional(),
    }),
    handle: async ({ inventory_item_id, available }) => {
      if (!available || available <= 0) return;
      const { db } = await database();
      const due = await markVariantAvailable(db, variantOfInventoryItem(inventory_item_id));
      if (due === 0) return;
      runJob(db, backInStockJob, { force: true }).catch((error) =>
        logLine('error', 'job failed', { job: backInStockJob.name, error }),
      );
    },
  }),
];
