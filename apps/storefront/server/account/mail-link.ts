/** The query of a reset or activation link: the customer's numeric id and the one-time token the backend mailed. */
export type MailLinkQuery = { id?: string | string[]; token?: string | string[] };

export function mailLinkOf(query: MailLinkQuery): { id: string; token: string } | null {
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  const token = Array.isArray(query.token) ? query.token[0] : query.token;
  if (!id || !token || !/^\d{1,15}$/.test(id) || !/^[0-9a-zA-Z_-]{8,256}$/.test(token)) return null;
  return { id, token };
}
