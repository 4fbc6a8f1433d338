// Filled in by the conversion of the imports routes.
export {};
