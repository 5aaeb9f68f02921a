import { packingSlipsPdf } from './src/modules/order-documents/order-pdfs';
const lines = Array.from({ length: 3 }, (_, i) => ({ title: `Kundan Jhumka ${i}`, variant: 'gold', sku: `P${i + 1}-GOLD`, quantity: 1 + (i % 3) }));
const { performance } = await import('node:perf_hooks');
for (const name of ['Ayesha عائشہ خان', 'Sana Malik', 'Ayesha عائشہ خان', 'Sana Malik']) {
  const slip = { number: 'ZB-10042', placedAt: new Date(), cashToCollect: 4998000, name, phone: '03001234567', address: '12 Gulberg III', city: 'Lahore', postalCode: '54000', lines };
  const t: number[] = [];
  for (let i = 0; i < 30; i++) { const s = performance.now(); await packingSlipsPdf([slip], 'Exchange within 7 days.'); t.push(performance.now() - s); }
  const rest = t.slice(3).sort((a, b) => a - b);
  console.log(name, 'first', t[0].toFixed(0), 'median', rest[Math.floor(rest.length / 2)].toFixed(1), 'min', rest[0].toFixed(1));
}
