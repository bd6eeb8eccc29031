import type { RouteObject } from 'react-router';

/** Checkout, buyer orders and the supplier's order items (inside the site layout). */
export const orderRoutes: RouteObject[] = [];
