/**
 * The calculator's PDF, rendered in the browser with @react-pdf/renderer. This module is only
 * loaded when a PDF is asked for (dynamic import); it needs no network: the texts come already
 * translated and formatted, and the standard Helvetica font is built into the renderer.
 */
import { Document, Link, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';

export interface BeddingPdfData {
  lang: string;
  shopName: string;
  tagline: string;
  shopUrl: string;
  heading: string;
  date: string;
  inputsTitle: string;
  inputs: Array<[string, string]>;
  resultsTitle: string;
  results: Array<[string, string]>;
  productsTitle: string;
  products: Array<{ name: string; url: string }>;
  note: string;
}

const GREEN = '#2f5d3a';
const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 11, fontFamily: 'Helvetica', color: '#222' },
  header: { borderBottomWidth: 2, borderBottomColor: GREEN, paddingBottom: 10, marginBottom: 18, flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  shop: { fontSize: 22, fontFamily: 'Helvetica-Bold', color: GREEN },
  tagline: { fontSize: 9, color: '#555', marginTop: 2 },
  date: { fontSize: 10, color: '#555' },
  h1: { fontSize: 17, fontFamily: 'Helvetica-Bold', marginBottom: 12 },
  h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6, color: GREEN },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
  label: { width: '45%', color: '#444' },
  value: { width: '55%', fontFamily: 'Helvetica-Bold' },
  link: { color: GREEN, marginBottom: 4 },
  note: { marginTop: 18, fontSize: 9, color: '#555' },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#777', textAlign: 'center' },
});

const Rows = ({ rows }: { rows: Array<[string, string]> }) => (
  <View>
    {rows.map(([label, value]) => (
      <View key={label} style={styles.row}>
        <Text style={styles.label}>{label}</Text>
        <Text style={styles.value}>{value}</Text>
      </View>
    ))}
  </View>
);

export function BeddingPdf({ data }: { data: BeddingPdfData }) {
  return (
    <Document title={data.heading} author={data.shopName} language={data.lang}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.shop}>{data.shopName}</Text>
            <Text style={styles.tagline}>{data.tagline}</Text>
          </View>
          <Text style={styles.date}>{data.date}</Text>
        </View>
        <Text style={styles.h1}>{data.heading}</Text>
        <Text style={styles.h2}>{data.inputsTitle}</Text>
        <Rows rows={data.inputs} />
        <Text style={styles.h2}>{data.resultsTitle}</Text>
        <Rows rows={data.results} />
        <Text style={styles.h2}>{data.productsTitle}</Text>
        {data.products.map((p) => (
          <Link key={p.url} src={p.url} style={styles.link}>{`${p.name}: ${p.url}`}</Link>
        ))}
        <Text style={styles.note}>{data.note}</Text>
        <Text style={styles.footer} fixed>{`${data.shopName} · ${data.shopUrl}`}</Text>
      </Page>
    </Document>
  );
}

/** The PDF as a Blob. */
export function renderBeddingPdf(data: BeddingPdfData): Promise<Blob> {
  return pdf(<BeddingPdf data={data} />).toBlob();
}
