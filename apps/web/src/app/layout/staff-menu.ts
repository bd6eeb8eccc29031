/** One entry of a staff console's side menu. */
export interface StaffMenuItem {
  to: string;
  label: string;
  /**
   * Supplier console only: a child account sees the item only with this permission (`owner`: the
   * supplier itself only); without it every account of the console sees it.
   */
  supplier?: 'orders' | 'venues' | 'owner';
}

export interface StaffMenuGroup {
  title: string;
  items: StaffMenuItem[];
}

/** The groups a child account with these permissions sees (a supplier itself sees every item). */
export function staffMenuFor(groups: readonly StaffMenuGroup[], child: { permissions: readonly ('orders' | 'venues')[] } | null): StaffMenuGroup[] {
  if (!child) return [...groups];
  const allowed = (item: StaffMenuItem) => item.supplier !== 'owner' && (!item.supplier || child.permissions.includes(item.supplier));
  return groups.map((group) => ({ ...group, items: group.items.filter(allowed) })).filter((group) => group.items.length > 0);
}
