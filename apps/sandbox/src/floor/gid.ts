// Shopify global ids: gid://shopify/<Type>/<id>[?query].
import { decodeSegment } from './http';

export function gid(type: string, id: number | string, query?: string): string {
  return `gid://shopify/${type}/${id}${query ? `?${query}` : ''}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function parseGid(value: unknown): ParsedGid | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  const id = match ? decodeSegment(match[2] as string) : null;
  if (!match || id === null) return null;
  return {
    type: match[1] as string,
    id,
    params: new URLSearchParams(match[3] ?? ''),
  };
}

/** The numeric id of a GID of the given type, or null. */
export function numericId(value: unknown, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d{1,15}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}
