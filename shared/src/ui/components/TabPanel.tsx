import type { ReactNode } from 'react';
import { tabId, tabPanelId } from './Tabs';

export interface TabPanelProps {
  /** The `idPrefix` given to Tabs. */
  idPrefix: string;
  /** The id of the tab this panel belongs to. */
  tabId: string;
  children?: ReactNode;
  className?: string;
}

export function TabPanel({ idPrefix, tabId: id, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
