// Hostile-input cases of the organisation's settings and exchange rates (hostile-input-cases.ts).
import type { FieldRule, HostileCase } from './helpers/hostile';

const checked = (max?: number): FieldRule => ({ kind: 'checked', max });

export const settingsHostileCases: HostileCase[] = [
  {
    route: 'PUT /organisation/settings',
    // Either field alone is a change (an empty body is refused: test/record-access-settings.test.ts).
    body: () => ({ default_currency: 'EUR', record_access: 'everyone_edits' }),
    status: 200,
    fields: { default_currency: checked(), record_access: checked() },
  },
  // Exchange rates: GBP (the settings case above may make EUR the default, which takes no rate);
  // SEK never has one, so removing it finds nothing.
  {
    route: 'PUT /organisation/exchange-rates/:currency',
    params: () => ({ currency: 'GBP' }),
    body: () => ({ rate: '1.17', valid_from: '2030-01-01' }),
    status: 204,
    required: ['rate'],
    fields: { rate: checked(40), valid_from: checked() },
  },
  { route: 'DELETE /organisation/exchange-rates/:currency', params: () => ({ currency: 'SEK' }), status: 404 },
];
