/**
 * The companies module has no functions other modules use yet: its routes are registered by app.ts.
 */
export {};
