import {
  Circle,
  Defs,
  Document,
  Ellipse,
  G,
  LinearGradient,
  Page,
  Path,
  Rect,
  Stop,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import type { OfferSummary, Translate } from '@/lib/shared/offer-summary';
import type { OfferContacts } from '@/lib/schemas/saved-offers';
import { MAX_STARS } from '@/lib/schemas/search-limits';
import type { Theme } from '@/themes';
import { svgLogoElement, type SvgComponents, type SvgNode } from './svg-logo';

/**
 * The saved-offers PDF a client receives: the agency's brand on top, how to reach the
 * agency, one card per offer (never split across pages), the price note, page numbers. Every
 * word comes from the basket catalogue or from summarizeOffer, the same words the copied text uses.
 */

export interface OffersDocumentProps {
  theme: Theme;
  logo: SvgNode;
  contacts: OfferContacts;
  offers: readonly OfferSummary[];
  /** "DD.MM.YYYY HH:mm" on the agencies' clock. */
  preparedAt: string;
  t: Translate;
  /** A family registered for this document only (lib/shared/pdf-fonts.ts). */
  fontFamily: string;
  /** BCP-47 language of the text, for PDF readers. */
  language: string;
}

const SVG_COMPONENTS: SvgComponents = {
  svg: Svg,
  g: G,
  defs: Defs,
  linearGradient: LinearGradient,
  stop: Stop,
  rect: Rect,
  circle: Circle,
  ellipse: Ellipse,
  path: Path,
};

const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#e5e7eb';
/** Body text; each text style names its own size, see the note on `page`. */
const BODY = { fontSize: 9.5, lineHeight: 1.4 };

const styles = StyleSheet.create({
  // Line heights go on texts, next to their font size: on the page react-pdf 4.9 drops the fixed
  // footer (its page numbers), and a line height is resolved against the style's own font size
  // (18 when it only inherits one).
  page: { paddingTop: 36, paddingBottom: 56, paddingHorizontal: 40, fontSize: 9.5, color: INK },
  header: { flexDirection: 'row', alignItems: 'center', paddingBottom: 10, borderBottomWidth: 2 },
  brand: { flexGrow: 1, flexShrink: 1, marginLeft: 12 },
  brandName: { fontSize: 18, lineHeight: 1.2, fontWeight: 'bold' },
  heading: { fontSize: 11, lineHeight: 1.3, color: MUTED, marginTop: 2 },
  prepared: { fontSize: 8.5, lineHeight: 1.3, color: MUTED, textAlign: 'right', maxWidth: 160 },
  contacts: {
    marginTop: 12,
    marginBottom: 12,
    paddingVertical: 8,
    paddingHorizontal: 10,
    borderRadius: 4,
    backgroundColor: '#f9fafb',
    borderLeftWidth: 3,
  },
  contactsLabel: { fontSize: 7.5, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.6, marginBottom: 3 },
  agency: { fontSize: 12, lineHeight: 1.3, fontWeight: 'bold', marginBottom: 3 },
  contactLine: { flexDirection: 'row', marginTop: 1 },
  contactKey: { width: 58, ...BODY, color: MUTED },
  contactValue: { flex: 1, ...BODY },
  card: { marginBottom: 8, borderWidth: 0.75, borderColor: LINE, borderRadius: 5 },
  cardHead: {
    flexDirection: 'row',
    alignItems: 'center',
    paddingVertical: 8,
    paddingHorizontal: 10,
    borderBottomWidth: 0.75,
    borderBottomColor: LINE,
  },
  index: {
    width: 22,
    height: 22,
    borderRadius: 11,
    fontWeight: 'bold',
    fontSize: 10,
    lineHeight: 1.2,
    textAlign: 'center',
    paddingTop: 4.5,
  },
  title: { flex: 1, marginLeft: 10, marginRight: 10 },
  hotel: { fontSize: 12, lineHeight: 1.3, fontWeight: 'bold' },
  stars: { fontSize: 11, lineHeight: 1.3, marginTop: 1 },
  place: { ...BODY, color: MUTED, marginTop: 1 },
  priceBox: { alignItems: 'flex-end' },
  priceLabel: { fontSize: 7.5, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.6 },
  price: { fontSize: 15, lineHeight: 1.3, fontWeight: 'bold' },
  cardBody: { paddingHorizontal: 10, paddingVertical: 6 },
  row: { flexDirection: 'row', marginBottom: 1 },
  rowLabel: { width: 100, ...BODY, color: MUTED },
  rowValue: { flex: 1, ...BODY },
  note: { fontSize: 8, lineHeight: 1.4, marginTop: 6, color: MUTED },
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: LINE,
    fontSize: 8,
    color: MUTED,
  },
});

function ContactsBlock({ contacts, t, accent }: { contacts: OfferContacts; t: Translate; accent: string }) {
  const lines: Array<[string, string]> = [
    [t('basket.pdf.address'), contacts.address],
    [t('basket.pdf.phone'), contacts.phone],
    [t('basket.pdf.email'), contacts.email],
  ];
  const filled = lines.filter(([, value]) => value);
  if (!contacts.title && filled.length === 0) return null;
  return (
    <View style={[styles.contacts, { borderLeftColor: accent }]} wrap={false}>
      <Text style={styles.contactsLabel}>{t('basket.pdf.contacts')}</Text>
      {contacts.title ? <Text style={styles.agency}>{contacts.title}</Text> : null}
      {filled.map(([label, value]) => (
        <View key={label} style={styles.contactLine}>
          <Text style={styles.contactKey}>{label}</Text>
          <Text style={styles.contactValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

function OfferCard({ offer, t, theme }: { offer: OfferSummary; t: Translate; theme: Theme }) {
  const stars = Math.min(Math.max(Math.round(offer.stars), 0), MAX_STARS);
  return (
    <View style={styles.card} wrap={false}>
      <View style={styles.cardHead}>
        <Text style={[styles.index, { backgroundColor: theme.colors.primary, color: theme.colors.primaryContrast }]}>
          {offer.index}
        </Text>
        <View style={styles.title}>
          <Text style={styles.hotel}>{offer.hotel}</Text>
          {stars > 0 ? (
            <Text style={[styles.stars, { color: theme.colors.accent }]}>{'★'.repeat(stars)}</Text>
          ) : offer.category ? (
            <Text style={styles.stars}>{offer.category}</Text>
          ) : null}
          <Text style={styles.place}>{offer.place}</Text>
        </View>
        <View style={styles.priceBox}>
          <Text style={styles.priceLabel}>{t('basket.offer.price')}</Text>
          <Text style={[styles.price, { color: theme.colors.primary }]}>{offer.price}</Text>
        </View>
      </View>
      <View style={styles.cardBody}>
        <View style={styles.row}>
          <Text style={styles.rowLabel}>{t('basket.offer.dates')}</Text>
          <Text style={styles.rowValue}>{`${offer.dates} (${offer.nights})`}</Text>
        </View>
        {offer.rows.map((row) => (
          <View key={row.label} style={styles.row}>
            <Text style={styles.rowLabel}>{row.label}</Text>
            <Text style={styles.rowValue}>{row.value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export function OffersDocument({
  theme,
  logo,
  contacts,
  offers,
  preparedAt,
  t,
  fontFamily,
  language,
}: OffersDocumentProps) {
  const heading = t('basket.pdf.heading');
  return (
    <Document
      title={`${theme.title} — ${heading}`}
      author={contacts.title || theme.title}
      creator={theme.title}
      language={language}
    >
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <View style={[styles.header, { borderBottomColor: theme.colors.primary }]}>
          {svgLogoElement(logo, SVG_COMPONENTS, { width: 46, height: 46 })}
          <View style={styles.brand}>
            <Text style={[styles.brandName, { color: theme.colors.primary }]}>{theme.title}</Text>
            <Text style={styles.heading}>{heading}</Text>
          </View>
          <Text style={styles.prepared}>{t('basket.pdf.prepared', { date: preparedAt })}</Text>
        </View>
        <ContactsBlock contacts={contacts} t={t} accent={theme.colors.accent} />
        {offers.map((offer) => (
          <OfferCard key={offer.index} offer={offer} t={t} theme={theme} />
        ))}
        <Text style={styles.note} wrap={false}>
          {t('basket.pdf.note')}
        </Text>
        <View style={styles.footer} fixed>
          <Text>{contacts.title || theme.title}</Text>
          <Text
            render={({ pageNumber, totalPages }) => t('basket.pdf.page', { page: pageNumber, total: totalPages })}
          />
        </View>
      </Page>
    </Document>
  );
}
