// Drizzle needs every table in one schema object; each feature keeps its tables in its own file.
export * from './accounts';
export * from './platform';
