import { brandInk, type Theme } from '@/themes';

/**
 * The client's page's whole stylesheet, inlined (docs/architecture.md §1 "The client's page of a selection"): no
 * file to fetch before the first paint on a slow phone. One column of cards on a phone, two from
 * 900 px; the brand's colours as CSS variables, text on white in `brandInk` (readable contrast).
 */
export function selectionStyles(theme: Theme): string {
  const { primary, primaryContrast } = theme.colors;
  return `:root{--brand:${primary};--brand-text:${primaryContrast};--ink:${brandInk(theme)};--text:#1f2937;--muted:#4b5563;--line:#e5e7eb;--bg:#f3f4f6;--ok:#166534;--bad:#b91c1c}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
a{color:var(--ink)}
.top{background:var(--brand);color:var(--brand-text)}
.top .in{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;justify-content:space-between}
.brand{display:flex;align-items:center;gap:10px;font-weight:600;font-size:1.1rem}
.brand img{display:block;height:36px;width:auto}
.langs{display:flex;gap:10px;list-style:none;margin:0;padding:0;font-size:.9rem}
.langs a{color:var(--brand-text)}
.langs [aria-current]{font-weight:700;text-decoration:none}
.in{max-width:1200px;margin:0 auto;padding:12px 16px}
h1{font-size:1.5rem;margin:8px 0}
h2{font-size:1.2rem;margin:0 0 4px}
h3{font-size:1rem;margin:12px 0 4px}
.muted{color:var(--muted)}
.note{background:#fff;border-left:4px solid var(--ink);padding:8px 12px;white-space:pre-line;margin:12px 0}
.cards{display:grid;grid-template-columns:1fr;gap:16px;list-style:none;margin:16px 0;padding:0}
@media (min-width:900px){.cards{grid-template-columns:1fr 1fr}}
.card{background:#fff;border:1px solid var(--line);border-radius:10px;overflow:hidden}
.card img.photo{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;background:var(--line)}
.card .body{padding:12px 16px}
.stars{color:#92400e;letter-spacing:1px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:8px 0}
dt{color:var(--muted)}
dd{margin:0}
ul.inc{margin:0;padding-left:20px}
.price{font-size:1.4rem;font-weight:700;margin:12px 0 0}
.changed{color:var(--bad);font-weight:600;margin:0}
.gone{color:var(--bad);font-weight:600}
.thanks{color:var(--ok);font-weight:600;border:1px solid var(--ok);border-radius:8px;padding:8px 12px}
form{border-top:1px solid var(--line);margin-top:12px;padding-top:8px}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:700;padding:0}
label{display:block;font-weight:600;margin-top:8px}
input,select{font:inherit;padding:8px;border:1px solid #6b7280;border-radius:6px;width:100%;min-height:44px;background:#fff;color:var(--text)}
.phone{display:flex;gap:8px}
.phone select{width:auto;flex:none}
.hint{font-size:.875rem;color:var(--muted);margin:2px 0 0}
.error{color:var(--bad);font-size:.9rem;margin:2px 0 0}
button{font:inherit;font-weight:600;margin-top:12px;min-height:44px;padding:8px 20px;border:0;border-radius:6px;background:var(--ink);color:#fff;cursor:pointer}
.contacts{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px 16px;margin:16px 0}
.contacts dl{margin:0}
footer{padding:16px 0}`;
}
