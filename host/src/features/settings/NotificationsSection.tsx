import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_NOTIFICATIONS, NOTIFICATION_CHANNELS, type NotificationSettings } from '@meridian/shared/model';
import { Checkbox, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledGrid, StyledSection } from '../common/Page';
import { useMyPreferences } from '../preferences/useMyPreferences';
import { askDesktopPermission, desktopPermission, type DesktopPermission } from './desktopPermission';

const StyledChannel = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled(StyledNote)`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.dangerFg};
`;

export interface NotificationsSectionProps {
  onSaved: () => void;
}

/**
 * Which reminders reach the member (email, push, the browser's desktop notifications), kept on
 * the server for them. Turning desktop on asks the browser's permission, and only then; a refusal
 * is said beside the toggle (reminders still reach the notification centre).
 */
export function NotificationsSection({ onSaved }: NotificationsSectionProps) {
  const t = useT();
  const { data, error, isLoading, save } = useMyPreferences();
  // Not yet known, or not readable: the toggles wait rather than show defaults that may not be the member's.
  const waiting = isLoading || Boolean(error && !data);
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const current: NotificationSettings = { ...DEFAULT_NOTIFICATIONS, ...data?.notifications };

  const toggle = async (channel: (typeof NOTIFICATION_CHANNELS)[number]) => {
    const on = !current[channel];
    if (channel === 'desktop' && on) setPermission(await askDesktopPermission());
    save({ notifications: { ...current, [channel]: on } }).then(onSaved, (failure: unknown) => {
      console.warn('[meridian] the reminder channels were not saved', failure);
      toast.error(translate('shell.settings.notifications.notSaved'));
    });
  };

  const desktopNote =
    current.desktop && permission === 'denied'
      ? t('shell.settings.notifications.desktop.denied')
      : current.desktop && permission === 'unsupported'
        ? t('shell.settings.notifications.desktop.unsupported')
        : null;

  return (
    <StyledSection>
      <h2>{t('shell.settings.notifications')}</h2>
      <StyledGrid>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <StyledChannel key={channel}>
            <Checkbox
              label={t(`shell.settings.notifications.${channel}`)}
              checked={current[channel]}
              disabled={waiting}
              aria-describedby={channel === 'desktop' && desktopNote ? 'desktop-notifications-note' : undefined}
              onChange={() => void toggle(channel)}
            />
            {channel === 'desktop' && desktopNote ? <StyledNote id="desktop-notifications-note">{desktopNote}</StyledNote> : null}
          </StyledChannel>
        ))}
      </StyledGrid>
      {error && !data ? <StyledError role="alert">{t('shell.settings.notifications.failed')}</StyledError> : null}
    </StyledSection>
  );
}
