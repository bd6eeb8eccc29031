import type { UserMessage } from '@vm/contracts/user-messages';
import { paths } from '@/shared/paths';

/**
 * The page a message leads to, from its target (packages/domain user-messages), or null when there is
 * no page for it here (applications link once their page exists).
 */
export function messageLink(message: Pick<UserMessage, 'target_type' | 'target_id'>): string | null {
  const id = message.target_id;
  switch (message.target_type) {
    case 'order':
      return id ? paths.orderView(id) : paths.orders();
    case 'venue':
      return id ? paths.venue(id) : null;
    case 'comments':
      return paths.comments({ tab: 'done' });
    case 'wallet':
      return paths.wallet();
    case 'demand':
      return paths.myDemands();
    case 'invoice':
      return paths.invoices({ tab: 'invoices' });
    default:
      return null;
  }
}
