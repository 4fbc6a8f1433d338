// Filled in by the conversion of the import-export routes.
export {};
