import { useEffect } from 'react';
import { t } from '@meridian/shared/i18n';

/**
 * While `dirty`, leaving the page asks first: a link or menu entry inside the app asks with
 * 'Leave without saving?' (Cancel stays, with the typing kept), and closing or reloading the tab
 * gets the browser's own question. The app's router is a BrowserRouter (no data router, so no
 * useBlocker): links are caught in the capture phase, before the router sees the click.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (!window.confirm(t('common.unsavedChanges'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}
