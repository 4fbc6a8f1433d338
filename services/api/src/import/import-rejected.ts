/** Thrown for a file or request that cannot be imported at all; routes answer 400 with the message. */
export class ImportRejected extends Error {}
