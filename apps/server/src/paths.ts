import path from 'node:path';

/**
 * apps/server. This file runs from src/ (tsx, tests) or is bundled into dist/main.mjs; both sit one level
 * below apps/server, so the same expression holds in both.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '../..');
