import { useEffect } from 'react';

export interface ReportUnavailableProps {
  onReport: () => void;
}

/** Rendered in place of a federated widget that failed: tells its owner (after render), shows nothing. */
export function ReportUnavailable({ onReport }: ReportUnavailableProps) {
  useEffect(() => onReport(), [onReport]);
  return null;
}
