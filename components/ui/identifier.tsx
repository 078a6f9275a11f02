/**
 * An identifier shown in a table or a card: an order, ticket or invoice number, a PNR, an e-mail, a
 * phone number, a payment reference (docs/product.md §9 "Identifiers"). It never breaks: one line,
 * cut with an ellipsis when its cell is narrower, the whole value in the tooltip on hover and when
 * the link or button around it has the keyboard's focus. The text stays whole in the page, for a
 * screen reader and for copying. `data-identifier` marks it for tests/e2e/screens.spec.ts.
 */
export function Identifier({ children, className = '' }: { children: string; className?: string }) {
  return (
    <span data-identifier="" data-tooltip={children} className={`identifier tooltip ${className}`}>
      <span className="identifier-text">{children}</span>
    </span>
  );
}
