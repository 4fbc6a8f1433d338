import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { formatDateTime } from '@meridian/shared/format';
import { Button, toast, useConfirm } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { CopyLinkField } from '../common/CopyLinkField';
import { StyledSection } from '../common/Page';
import { useCalendarFeed } from './useCalendarFeed';

const StyledText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

/**
 * The member's activities as a private iCalendar feed for Google Calendar, Outlook or Apple
 * Calendar. Its URL is a secret shown once, when made; regenerating it stops the old one.
 */
export function CalendarFeedSection() {
  const t = useT();
  const confirm = useConfirm();
  const { data, error, isLoading, mutate, url, renew, turnOff } = useCalendarFeed();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (reason) {
      toast.error(errorText(reason, failure));
    } finally {
      setBusy(false);
    }
  };

  const regenerate = async () => {
    const sure = await confirm({
      title: t('shell.settings.calendar.regenerate.title'),
      message: t('shell.settings.calendar.regenerate.message'),
      confirmLabel: t('shell.settings.calendar.regenerate'),
      tone: 'danger',
    });
    if (sure) await run(renew, translate('shell.settings.calendar.failed.renew'));
  };

  const stop = async () => {
    const sure = await confirm({
      title: t('shell.settings.calendar.off.title'),
      message: t('shell.settings.calendar.off.message'),
      confirmLabel: t('shell.settings.calendar.off'),
      tone: 'danger',
    });
    if (sure) await run(turnOff, translate('shell.settings.calendar.failed.off'));
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.calendar')}</h2>
      <StyledText>{t('shell.settings.calendar.about')}</StyledText>
      {error && !data ? (
        <>
          <StyledError role="alert">{t('shell.settings.calendar.failed')}</StyledError>
          <Button onClick={() => void mutate()}>{t('shell.settings.calendar.retry')}</Button>
        </>
      ) : isLoading || !data ? (
        <StyledText>{t('shell.settings.calendar.loading')}</StyledText>
      ) : data.enabled ? (
        <>
          {url ? (
            <>
              <CopyLinkField label={t('shell.settings.calendar.url')} value={url} focusOnMount />
              <StyledText>{t('shell.settings.calendar.once')}</StyledText>
            </>
          ) : (
            <StyledText>{t('shell.settings.calendar.on', { since: formatDateTime(data.created_at) })}</StyledText>
          )}
          <StyledText>{t('shell.settings.calendar.howTo')}</StyledText>
          <StyledButtons>
            <Button disabled={busy} onClick={() => void regenerate()}>
              {t('shell.settings.calendar.regenerate')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void stop()}>
              {t('shell.settings.calendar.off')}
            </Button>
          </StyledButtons>
        </>
      ) : (
        <Button variant="primary" disabled={busy} onClick={() => void run(renew, translate('shell.settings.calendar.failed.on'))}>
          {t('shell.settings.calendar.turnOn')}
        </Button>
      )}
    </StyledSection>
  );
}
