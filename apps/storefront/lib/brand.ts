/** The manufacturer's name, shown where no logo is configured. The spec does not name the brand. */
export const BRAND_NAME = process.env.NEXT_PUBLIC_BRAND_NAME || 'Aurevia';
