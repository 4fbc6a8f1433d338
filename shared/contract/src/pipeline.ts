// Filled in by the conversion of the pipeline routes.
export {};
