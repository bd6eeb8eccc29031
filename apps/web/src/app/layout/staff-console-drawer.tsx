import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';

/**
 * The staff console's menu on a narrow screen: a drawer from the left, opened by the header's 菜单
 * button. Its own file so that antd's Drawer loads only when a console's menu is first opened on a phone.
 */
export function StaffConsoleDrawer({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer title={title} placement="left" size={260} open={open} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
