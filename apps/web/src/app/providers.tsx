import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * What every page relies on: the query cache. antd's provider (its locale and theme) is not here: it
 * wraps the pages that use antd (layout/antd-outlet.tsx) and what the landing pages open on intent
 * (shared/ui/antd-lazy.tsx), so a visitor landing on home, the venue list or a venue page downloads no
 * antd code (issue 37, decision 0058).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
