// The bare page measures Next.js alone: without this file Next takes the storefront's (which opens its database).
export function register() {}
