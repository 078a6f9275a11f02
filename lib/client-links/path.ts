/** The agent's client links (docs/product.md "Client selections"): the page's path. */
export const CLIENT_LINKS_PATH = '/client-links';
