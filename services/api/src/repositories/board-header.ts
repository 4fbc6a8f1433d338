// The board header's figures: per currency (open, won, forecast, closing this month and quarter)
// and each as one converted total in the organisation's default currency, with the exchange rates
// valid on the caller's today (repositories/exchange-rates.ts).
import type { BoardConvertedTotals, BoardTotals, StageOutcome } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { conversionOf, convertedTotal, utcToday } from './exchange-rates';
import { boardTotals, headerSums, type ClosePeriods, type StageSums } from './pipeline-totals';

export interface BoardHeader {
  totals: BoardTotals;
  converted: BoardConvertedTotals;
  dealsWithValue: number;
  defaultCurrency: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar month and quarter `today` (YYYY-MM-DD) falls in, first and last day; the last is
 * written as day 31, which every real close date of the month sorts at or before.
 */
export function closePeriods(today: string): ClosePeriods {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return {
    month: { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-31` },
    quarter: { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-31` },
  };
}

export async function boardHeader(
  scope: TenantScope,
  stages: readonly { id: string; probability: number; outcome: StageOutcome }[],
  sums: Map<string, StageSums>,
  today: string = utcToday(),
): Promise<BoardHeader> {
  const conversion = await conversionOf(scope, today);
  const header = headerSums(stages, sums);
  return {
    totals: boardTotals(header),
    converted: {
      open: convertedTotal(conversion, header.open),
      won: convertedTotal(conversion, header.won),
      forecast: convertedTotal(conversion, header.forecast),
      month: convertedTotal(conversion, header.month),
      quarter: convertedTotal(conversion, header.quarter),
    },
    dealsWithValue: header.valued,
    defaultCurrency: conversion.currency,
  };
}
