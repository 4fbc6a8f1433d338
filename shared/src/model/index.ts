export * from './entities';
export * from './companyValidation';
export * from './team';
export * from './nextActivity';
export * from './activityEvent';
