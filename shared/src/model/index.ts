export * from './entities';
export * from './companyValidation';
