import { formatDate } from '@meridian/shared/format';
import type { TrashItem } from '@meridian/shared/model';
import styled from 'styled-components';
import { Badge, Button, PHONE_MEDIA } from '@meridian/shared/ui';
import { StyledTeamTable } from '../team/StyledTeamTable';
import { useT } from './i18n';

export interface TrashTableProps {
  items: readonly TrashItem[];
  canRestore: boolean;
  canPurge: boolean;
  /** The item whose restore or delete is under way: its buttons wait. */
  busy: string | null;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => void;
}

/**
 * On a wide screen the short columns and the two buttons keep to one line (the name wraps); on a
 * tablet they wrap; on a phone (cards of label/value lines) the buttons take the card's width.
 */
const StyledTrashTable = styled(StyledTeamTable)`
  td small {
    display: block;
  }
  .trash-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  @media (min-width: 1200px) {
    td[data-short] {
      white-space: nowrap;
    }
    .trash-actions {
      flex-wrap: nowrap;
    }
  }
  ${PHONE_MEDIA} {
    td[data-actions] {
      grid-template-columns: 1fr;
    }
    td[data-actions]::before {
      display: none;
    }
  }
`;

/** The Trash's items: type, name (a note's or file's contact below it), who deleted it and when, days left, and its actions. */
export function TrashTable({ items, canRestore, canPurge, busy, onRestore, onPurge }: TrashTableProps) {
  const t = useT();
  return (
    <StyledTrashTable aria-label={t('trash.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('trash.col.type')}</th>
          <th scope="col">{t('trash.col.name')}</th>
          <th scope="col">{t('trash.col.deletedBy')}</th>
          <th scope="col">{t('trash.col.deletedOn')}</th>
          <th scope="col">{t('trash.col.daysLeft')}</th>
          {canRestore || canPurge ? <th scope="col">{t('trash.col.actions')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.type}:${item.id}`}>
            <td data-label={t('trash.col.type')}>
              <span>
                <Badge tone="neutral">{t('trash.type', { type: item.type })}</Badge>
              </span>
            </td>
            <td data-label={t('trash.col.name')}>
              <span>
                <strong>{item.name}</strong>
                {item.contact_name ? <small>{t('trash.of', { name: item.contact_name })}</small> : null}
              </span>
            </td>
            <td data-short data-label={t('trash.col.deletedBy')}>
              {item.deleted_by ?? t('trash.unknown')}
            </td>
            <td data-short data-label={t('trash.col.deletedOn')}>
              {formatDate(item.deleted_at)}
            </td>
            <td data-short data-label={t('trash.col.daysLeft')}>
              {t('trash.daysLeft', { days: item.days_left })}
            </td>
            {canRestore || canPurge ? (
              <td data-actions data-label={t('trash.col.actions')}>
                <span className="trash-actions">
                  {canRestore ? (
                    <Button size="sm" loading={busy === item.id} aria-label={t('trash.restoreNamed', { name: item.name })} onClick={() => onRestore(item)}>
                      {t('trash.restore')}
                    </Button>
                  ) : null}
                  {canPurge ? (
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy === item.id}
                      aria-label={t('trash.purgeNamed', { name: item.name })}
                      onClick={() => onPurge(item)}
                    >
                      {t('trash.purge')}
                    </Button>
                  ) : null}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </StyledTrashTable>
  );
}
