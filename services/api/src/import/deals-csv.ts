// The deals CSV (DEALS_CSV_COLUMNS): quoted and guarded against formulas exactly as the contacts
// export (export-csv.ts csvField), with its byte order mark and CRLF line ends.
import { DEALS_CSV_COLUMNS, formatAmount } from '@meridian/contract';
import type { ExportDeal } from '../repositories/deal-export';
import { contactDisplayName } from '../repositories/contact-name';
import { csvField, UTF8_BOM } from './export-csv';

function line(deal: ExportDeal): string {
  const value = deal.value_minor !== null && deal.currency ? formatAmount(BigInt(deal.value_minor), deal.currency) : null;
  const fields = [
    contactDisplayName(deal),
    deal.company_name ?? deal.company,
    deal.stage_name,
    value,
    deal.currency,
    deal.close_date,
    deal.owner_name,
    String(deal.probability),
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

export async function* dealsCsv(batches: AsyncIterable<ExportDeal[]>): AsyncGenerator<string> {
  yield `${UTF8_BOM}${DEALS_CSV_COLUMNS.join(',')}\r\n`;
  for await (const batch of batches) yield batch.map(line).join('');
}
