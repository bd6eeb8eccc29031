// Drizzle needs every table in one schema object; each feature keeps its tables in its own file.
export * from './accounts';
export * from './platform';
export * from './regions';
export * from './catalogue-taxonomy';
export * from './communities';
export * from './resources';
export * from './venue-search';
export * from './engagement';
export * from './content';
export * from './coupons';
export * from './points';
export * from './orders';
export * from './wallet';
export * from './cart';
export * from './contacts';
export * from './enquiries';
