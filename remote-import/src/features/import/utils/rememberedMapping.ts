import type { ColumnMapping, ColumnTarget } from './columnTargets';
import { COLUMN_TARGETS } from './columnTargets';

const STORAGE_KEY = 'meridian:import-mapping';
const VALID = new Set<ColumnTarget>(COLUMN_TARGETS);

const normalise = (header: string) => header.trim().toLowerCase();

function load(): Record<string, ColumnTarget> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(stored).filter((e): e is [string, ColumnTarget] => VALID.has(e[1] as ColumnTarget)));
  } catch {
    return {};
  }
}

/**
 * The server's suggestion, overridden by what the user chose for the same header last time, and
 * by `carried` (the choices on screen when the file is read again in another encoding or from another header row).
 */
export function initialMapping(headers: readonly string[], suggested: Record<string, string>, carried: ColumnMapping = {}): ColumnMapping {
  const remembered = { ...load(), ...Object.fromEntries(Object.entries(carried).map(([h, t]) => [normalise(h), t])) };
  const mapping: ColumnMapping = {};
  const taken = new Set<ColumnTarget>();
  for (const header of headers) {
    const wanted = remembered[normalise(header)];
    if (wanted && wanted !== 'skip') taken.add(wanted);
    mapping[header] = wanted ?? 'skip';
  }
  // Suggestions fill the columns the user never mapped, without taking a remembered field.
  for (const header of headers) {
    if (remembered[normalise(header)]) continue;
    const suggestion = suggested[header] as ColumnTarget | undefined;
    if (suggestion && VALID.has(suggestion) && !taken.has(suggestion)) {
      mapping[header] = suggestion;
      if (suggestion !== 'skip') taken.add(suggestion);
    }
  }
  return mapping;
}

/** Remembers each header's target for the next import (by header, case-insensitively). */
export function rememberMapping(mapping: ColumnMapping): void {
  try {
    const stored = load();
    for (const [header, target] of Object.entries(mapping)) stored[normalise(header)] = target;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full storage: the next import simply starts from the suggestion.
  }
}
