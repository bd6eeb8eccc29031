import type { RouteObject } from 'react-router';

/** Cart and enquiry pages (inside the site layout). */
export const bookingRoutes: RouteObject[] = [];
