/**
 * An amount rounded to whole cents: every sum, share and difference of money the portal and the demo
 * backend compute goes through it (docs/product.md "Where each fact comes from"), so a figure shown
 * on a screen, printed in a PDF and written to a CSV is the same number.
 */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;
