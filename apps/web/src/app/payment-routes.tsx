import type { RouteObject } from 'react-router';

/** Payment, paid and success pages, wallet and pay-password pages, operator transfer confirmation. */
export const paymentRoutes: RouteObject[] = [];
