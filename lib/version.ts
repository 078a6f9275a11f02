/** The portal's version (docs/product.md §9): the mobile menu's label, the health check and the cache marker. */
export const APP_VERSION = '1.0.5';
