export * from './entities';
export * from './companyValidation';
export * from './team';
export * from './notifications';
export * from './preferences';
export * from './nextActivity';
export * from './activityEvent';
export * from './duplicates';
