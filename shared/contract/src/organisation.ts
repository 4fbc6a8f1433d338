// Filled in by the conversion of the organisation routes.
export {};
