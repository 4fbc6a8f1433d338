// Filled in by the conversion of the companies routes.
export {};
