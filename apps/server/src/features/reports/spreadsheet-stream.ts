import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  CURRENCIES,
  type Currency,
  csvField,
  type ExportFormat,
  minorToNumber,
  neutraliseCell,
} from '@comandero/domain';
import ExcelJS from 'exceljs';

export type Cell = string | number | null;
export interface Column<Row> {
  header: string;
  /** money: minor units, written as a number with the currency's decimals; int: a count. */
  kind: 'text' | 'money' | 'int';
  value: (row: Row) => Cell;
  width?: number;
}
export interface Sheet<Row> {
  name: string;
  columns: Column<Row>[];
  /** Batches of rows, fetched one after another so a large range is never held whole. */
  batches: AsyncIterable<Row[]>;
  currency: Currency;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows of a page-at-a-time reader, until a short page. */
export async function* pages<Row>(read: (page: number, pageSize: number) => Promise<Row[]>, pageSize = 500) {
  for (let page = 0; ; page += 1) {
    const rows = await read(page, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

function cellOf<Row>(column: Column<Row>, row: Row, decimals: number): Cell {
  const value = column.value(row);
  if (value === null) return null;
  if (column.kind === 'money') return minorToNumber(Number(value), decimals);
  if (column.kind === 'int') return Number(value);
  return neutraliseCell(String(value));
}

/** A CSV or XLSX stream of the sheet; text cells neutralised against formulas, amounts as numbers. */
export function spreadsheetStream<Row>(format: ExportFormat, sheet: Sheet<Row>): Readable {
  const out = new PassThrough();
  const { decimals } = CURRENCIES[sheet.currency];
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, sheet, decimals).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Until the reader took what is buffered, or went away (a client that hung up never drains). */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.once('drain', done).once('close', done);
  });

async function writeCsv<Row>(out: PassThrough, sheet: Sheet<Row>, decimals: number): Promise<void> {
  // The BOM lets spreadsheet programs read the file as UTF-8 (accents in names).
  out.write(`\uFEFF${sheet.columns.map((column) => csvField(column.header)).join(',')}\r\n`);
  for await (const rows of sheet.batches) {
    const text = rows
      .map((row) => sheet.columns.map((column) => csvField(cellOf(column, row, decimals))).join(','))
      .join('\r\n');
    if (!out.write(`${text}\r\n`)) await drained(out);
    if (out.destroyed) return;
  }
  out.end();
}

async function writeXlsx<Row>(out: PassThrough, sheet: Sheet<Row>, decimals: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.name);
  const moneyFormat = decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
  worksheet.columns = sheet.columns.map((column) => ({
    header: neutraliseCell(column.header),
    width: column.width ?? (column.kind === 'text' ? 22 : 14),
    ...(column.kind === 'money' ? { style: { numFmt: moneyFormat } } : {}),
  }));
  worksheet.getRow(1).font = { bold: true };
  for await (const rows of sheet.batches) {
    for (const row of rows) {
      worksheet.addRow(sheet.columns.map((column) => cellOf(column, row, decimals))).commit();
    }
    // The zip compresses off the event loop: let it write into `out`, so a slow reader holds the next batch back.
    await setImmediate();
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  worksheet.commit();
  await workbook.commit();
}
