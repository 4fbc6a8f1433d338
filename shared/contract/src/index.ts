// @meridian/contract: every request and answer of the CRM API as TypeBox schemas (the API validates,
// documents and serialises with them; clients take their types from them), and the shared rules,
// among them the CSV reader both the import and the browser's row count use.
export * from './rules';
export * from './record-keys';
export * from './common';
export * from './contacts';
export * from './companies';
export * from './pipeline';
export * from './deals';
export * from './money';
export * from './imports';
export * from './import-export';
export * from './import-headers';
export * from './organisation';
export * from './demo-team';
export * from './csv-tokenizer';
export * from './locales';
export * from './error-codes';
export * from './preferences';
export * from './team-rules';
export * from './team';
export * from './time-rules';
export * from './activity-rules';
export * from './activities';
export * from './duplicates';
export * from './merge-rules';
export * from './view-rules';
export * from './filters';
export * from './views';
export * from './bulk-edit';
export * from './converted-total';
export * from './dashboard';
