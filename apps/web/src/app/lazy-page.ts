import { lazy, type ComponentType } from 'react';

/** A page loaded on demand: its code is a separate chunk, fetched when the route is first visited. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
