// Dates as the services write them.

/** Shopify's DateTime: ISO 8601 in UTC without milliseconds. */
export function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
