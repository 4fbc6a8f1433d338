import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ACTIVITY_TYPE_NAME_MAX, isBuiltinActivityType, type ActivityType } from '@meridian/shared/model';
import { errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import { Button, Field, Input, toast, useConfirm } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';
import { useActivityTypes } from './useActivityTypes';

const StyledList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 36px;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled(StyledText)`
  color: ${({ theme }) => theme.colors.dangerFg};
`;

const StyledForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  & > :first-child {
    flex: 1;
    min-width: 0;
    max-width: 360px;
  }
  button {
    margin-top: 26px;
  }
`;

/** A type's name: a built-in one in the member's language, the organisation's own as written. */
function useTypeName() {
  const t = useT();
  return (type: ActivityType) => (isBuiltinActivityType(type.key) ? t(`shell.settings.activityTypes.builtin.${type.key}`) : (type.name ?? type.key));
}

/**
 * The organisation's activity types, for admins and owners: the built-in ones, and the
 * organisation's own, added by name and deleted (their activities become tasks).
 */
export function ActivityTypesSection() {
  const t = useT();
  const confirm = useConfirm();
  const nameOf = useTypeName();
  const isAdmin = usePermissions().can('admin');
  const { data, error, mutate, add, remove } = useActivityTypes(isAdmin);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!isAdmin) return null;

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) {
      setProblem(t('shell.settings.activityTypes.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      await add(wanted);
      setName('');
      setProblem(undefined);
      toast.success(translate('shell.settings.activityTypes.added', { name: wanted }));
    } catch (reason) {
      setProblem(errorText(reason, translate('shell.settings.activityTypes.failed.add')));
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (type: ActivityType) => {
    const sure = await confirm({
      title: t('shell.settings.activityTypes.delete.title', { name: nameOf(type) }),
      message: t('shell.settings.activityTypes.delete.message'),
      confirmLabel: t('shell.settings.activityTypes.delete'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await remove(type.key);
      toast.success(translate('shell.settings.activityTypes.deleted', { name: nameOf(type) }));
    } catch (reason) {
      toast.error(errorText(reason, translate('shell.settings.activityTypes.failed.delete')));
    }
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.activityTypes')}</h2>
      <StyledText>{t('shell.settings.activityTypes.about')}</StyledText>
      {error && !data ? (
        <>
          <StyledError role="alert">{t('shell.settings.activityTypes.failed')}</StyledError>
          <Button onClick={() => void mutate()}>{t('shell.settings.activityTypes.retry')}</Button>
        </>
      ) : !data ? (
        <StyledText>{t('shell.settings.activityTypes.loading')}</StyledText>
      ) : (
        <>
          <StyledList aria-label={t('shell.settings.activityTypes')}>
            {data.types.map((type) => (
              <li key={type.key}>
                <span>{nameOf(type)}</span>
                {type.builtin ? (
                  <StyledMuted>{t('shell.settings.activityTypes.builtin')}</StyledMuted>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('shell.settings.activityTypes.deleteNamed', { name: nameOf(type) })}
                    onClick={() => void onDelete(type)}
                  >
                    {t('shell.settings.activityTypes.delete')}
                  </Button>
                )}
              </li>
            ))}
          </StyledList>
          <StyledForm noValidate onSubmit={(event) => void onAdd(event)}>
            <Field label={t('shell.settings.activityTypes.name')} error={problem}>
              <Input value={name} maxLength={ACTIVITY_TYPE_NAME_MAX} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Button type="submit" disabled={busy}>
              {t('shell.settings.activityTypes.add')}
            </Button>
          </StyledForm>
        </>
      )}
    </StyledSection>
  );
}
