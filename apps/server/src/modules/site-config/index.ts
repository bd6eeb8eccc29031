/**
 * The site-config module has no functions other modules use: its routes are registered by app.ts.
 */
export {};
