import { Box, Loader, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useCurrencyMoney } from './useCurrencyMoney';
import { useQrImage } from './useQrImage';

/** 80 mm paper at 96 dpi, as the server's HTML receipt (print/receipt-page.ts: 72 mm of text, 4 mm margins). */
const PAPER: CSSProperties = {
  width: 302,
  maxWidth: '100%',
  padding: 15,
  background: '#fff',
  color: '#000',
  font: "13px/1.35 ui-monospace, 'DejaVu Sans Mono', monospace",
  boxShadow: '0 1px 4px rgba(0,0,0,.18)',
  margin: '0 auto',
};
const SPREAD: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };
const DASHED: CSSProperties = { borderBottom: '1px dashed #000', paddingBottom: 4 };
const CENTRED: CSSProperties = { textAlign: 'center', whiteSpace: 'pre-line', overflowWrap: 'anywhere' };

/** Sample lines in minor units: pesos have no cents, dollars do. */
const SAMPLE = [
  { key: 'dish', quantity: 1, cop: 32_000, usd: 1_250 },
  { key: 'drink', quantity: 2, cop: 18_000, usd: 700 },
  { key: 'coffee', quantity: 1, cop: 4_500, usd: 300 },
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
/** The bill's close date as it prints: 'YYYY-MM-DD HH:mm:ss' (spec 01 §4). */
const closeDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;

export interface ReceiptPreviewProps {
  header: string;
  footer: string;
  /** The last bill issued; the next one prints this plus one. */
  consecutive: number | null;
  qr: string;
}

function Row({ label, amount, strong = false }: { label: string; amount: ReactNode; strong?: boolean }) {
  return (
    <div style={{ ...SPREAD, ...(strong ? { fontWeight: 700, fontSize: 16 } : {}) }}>
      <span>{label}</span>
      <span>{amount}</span>
    </div>
  );
}

/**
 * The bill as the browser fallback prints it (server print/bill-html.ts), with sample lines and the
 * settings being typed: header, next consecutive, QR and footer.
 */
export function ReceiptPreview({ header, footer, consecutive, qr }: ReceiptPreviewProps) {
  const { t } = useTranslation();
  const { format, decimals } = useCurrencyMoney();
  const qrImage = useQrImage(qr);
  const lines = SAMPLE.map((line) => ({
    name: t(`billing.sample.${line.key}`),
    quantity: line.quantity,
    total: (decimals === 0 ? line.cop : line.usd) * line.quantity,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return (
    <Box style={PAPER} role="img" aria-label={t('billing.previewLabel')} data-testid="receipt-preview">
      {header && <div style={CENTRED}>{header}</div>}
      <div style={{ fontSize: 18, fontWeight: 700, textAlign: 'center', margin: '0 0 4px', letterSpacing: 1 }}>
        {t('billing.sample.title', { number: 128 })}
      </div>
      {consecutive !== null && (
        <div style={CENTRED}>{t('billing.sample.consecutive', { number: consecutive + 1 })}</div>
      )}
      <div style={{ ...SPREAD, ...DASHED }}>
        <span>{t('billing.sample.table')}</span>
        <span>{closeDate(new Date())}</span>
      </div>
      <div style={{ ...SPREAD, ...DASHED }}>
        <span>{t('billing.sample.waiter')}</span>
        <span>2</span>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 6 }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', borderBottom: '1px solid #000' }}>{t('billing.sample.product')}</th>
            <th style={{ textAlign: 'right', borderBottom: '1px solid #000' }}>{t('billing.sample.quantity')}</th>
            <th style={{ textAlign: 'right', paddingLeft: 8, borderBottom: '1px solid #000' }}>
              {t('billing.sample.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name}>
              <td style={{ padding: '3px 0', borderBottom: '1px dotted #999' }}>{line.name}</td>
              <td style={{ textAlign: 'right', paddingLeft: 6, borderBottom: '1px dotted #999' }}>{line.quantity}</td>
              <td style={{ textAlign: 'right', paddingLeft: 8, whiteSpace: 'nowrap', borderBottom: '1px dotted #999' }}>
                {format(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ marginTop: 6, borderTop: '1px dashed #000', paddingTop: 4 }}>
        <Row label={t('billing.sample.subtotal')} amount={format(subtotal)} />
        <Row label={t('billing.sample.grandTotal')} amount={format(subtotal)} strong />
        <Row label={t('billing.sample.method')} amount={t('billing.sample.cash')} />
      </div>
      {qr.trim() && (
        <div style={{ margin: '8px auto', width: 151, height: 151, display: 'grid', placeItems: 'center' }}>
          {qrImage.url ? (
            <img src={qrImage.url} alt={t('billing.qrAlt', { qr: qr.trim() })} width={151} height={151} />
          ) : qrImage.failed ? (
            <Text fz="xs" ta="center" c="red.8">
              {t('billing.qrError')}
            </Text>
          ) : (
            <Loader size="sm" color="gray" aria-label={t('app.loading')} />
          )}
        </div>
      )}
      {footer && <div style={{ ...CENTRED, marginTop: 6 }}>{footer}</div>}
    </Box>
  );
}
