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
  // Maps, not objects: a column may be called `__proto__`.
  const remembered = new Map([...Object.entries(load()), ...Object.entries(carried).map(([h, t]) => [normalise(h), t] as const)]);
  return Object.fromEntries(
    headers.map((header) => {
      const suggestion = Object.hasOwn(suggested, header) ? (suggested[header] as ColumnTarget) : undefined;
      return [header, remembered.get(normalise(header)) ?? (suggestion && VALID.has(suggestion) ? suggestion : 'skip')];
    }),
  );
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
