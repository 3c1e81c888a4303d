/** A Google Tag Manager container id ('GTM-XXXX'), or null: then no third-party script is loaded (the default). */
export function tagManagerId(env: Record<string, string | undefined>): string | null {
  const id = env.TAG_MANAGER_ID?.trim() ?? '';
  return /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}
