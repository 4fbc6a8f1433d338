import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { SavedView } from '@meridian/contract';
import { ALL_VIEW_ID } from '@meridian/contract';
import { t as commonT, useCommonT } from '@meridian/shared/i18n';
import { Link } from '@meridian/shared/routing';
import { Button, ChevronDownIcon, MenuButton, PHONE_QUERY, Select, space, toast, useConfirm, useMediaQuery, UsersIcon } from '@meridian/shared/ui';
import { SaveViewDialog } from './SaveViewDialog';
import type { ListView } from './useListView';
import { viewMenuItems, withToast } from './viewActions';

export interface ViewBarProps {
  list: ListView;
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTabs = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  gap: ${space(1)};
  overflow-x: auto;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    margin-bottom: -1px;
    padding: ${space(2)} ${space(3)};
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding-bottom: ${space(1)};
`;

/** A phone: the view select and the view's menu on one row, the actions (when any) under them. */
const StyledSwitcher = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  flex: 1 1 100%;
  min-width: 0;
  padding-bottom: ${space(1)};
`;

/** The built-in view's words ("All contacts"), else the view's name. */
export function viewName(view: SavedView): string {
  return view.id === ALL_VIEW_ID ? commonT('common.views.all', { object: view.object }) : view.name;
}

/**
 * The list's views: a tab each (a link with the view's URL) — the built-in one, shared and own
 * views — or, on a phone, one "View" select; the open view's menu; and, once the page differs from
 * the view, "Save" (when the member may change it), "Save as new view" and "Reset".
 */
export function ViewBar({ list }: ViewBarProps) {
  const t = useCommonT();
  const phone = useMediaQuery(PHONE_QUERY);
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'new' | 'rename' | null>(null);
  const { view, views, dirty, missing, loadError } = list;
  // A link to a view the member cannot see opens the built-in one, and says why.
  useEffect(() => {
    if (missing) toast.info(t('common.views.missing'));
  }, [missing, t]);
  useEffect(() => {
    if (loadError) toast.error(t('common.views.loadFailed'));
  }, [loadError, t]);
  const name = viewName(view);
  const menu = viewMenuItems(list, confirm, () => setDialog('rename'), name);
  const follow = (id: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    list.open(id);
  };

  const viewMenu = (
    <MenuButton size="sm" variant="ghost" align="end" label={t('common.views.menu', { name })} aria-label={t('common.views.menu', { name })} items={menu}>
      <ChevronDownIcon size={14} />
    </MenuButton>
  );

  return (
    <StyledBar>
      {phone ? (
        <StyledSwitcher>
          <Select
            aria-label={t('common.views.switcher')}
            value={view.id}
            options={views.map((v) => ({ value: v.id, label: viewName(v) }))}
            onChange={(e) => list.open(e.target.value)}
          />
        </StyledSwitcher>
      ) : (
        <StyledTabs as="nav" aria-label={t('common.views.label')}>
          {views.map((v) => (
            <Link key={v.id} to={{ search: `?view=${encodeURIComponent(v.id)}` }} aria-current={v.id === view.id ? 'page' : undefined} onClick={follow(v.id)}>
              {viewName(v)}
              {v.shared && v.id !== ALL_VIEW_ID ? <UsersIcon size={12} aria-label={t('common.views.sharedMark')} role="img" /> : null}
            </Link>
          ))}
        </StyledTabs>
      )}
      <StyledActions>
        {dirty && list.canSave ? (
          <Button size="sm" variant="primary" onClick={() => void withToast(list.save, t('common.views.saved', { name })).catch(() => undefined)}>
            {t('common.views.save')}
          </Button>
        ) : null}
        {dirty ? (
          <>
            <Button size="sm" onClick={() => setDialog('new')}>
              {t('common.views.saveAsNew')}
            </Button>
            <Button size="sm" variant="ghost" onClick={list.reset}>
              {t('common.views.reset')}
            </Button>
          </>
        ) : null}
        {phone ? null : viewMenu}
      </StyledActions>
      {dialog ? (
        <SaveViewDialog
          mode={dialog}
          initialName={dialog === 'rename' ? view.name : ''}
          onSave={(newName, shared) =>
            dialog === 'new'
              ? withToast(() => list.saveAsNew(newName, shared), t('common.views.created', { name: newName }))
              : withToast(() => list.rename(newName), t('common.views.renamed', { name: newName }))
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </StyledBar>
  );
}
