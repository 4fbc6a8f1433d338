import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import { formatDay } from '@meridian/shared/format';
import type { ExchangeRate } from '@meridian/shared/model';
import { Button, StyledDataTable, StyledSkeletonBlock, StyledVisuallyHidden, toast, useConfirm } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';
import { ExchangeRateForm } from './ExchangeRateForm';
import { ExchangeRateRow } from './ExchangeRateRow';
import { useExchangeRates } from './useExchangeRates';

const StyledText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNotice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningBg};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A phone scrolls the table sideways rather than squeezing the rates. */
const StyledScroll = styled.div`
  overflow-x: auto;
`;

/**
 * The exchange rates into the default currency the board's converted totals use: everyone reads
 * them, admins and owners add, edit and remove them. Rates stay when the default currency
 * changes and are then read as into the new one: the section asks to review them.
 */
export function ExchangeRatesSection() {
  const t = useT();
  const confirm = useConfirm();
  const admin = usePermissions().can('admin');
  const { data, error, mutate, set, remove } = useExchangeRates();
  const first = useRef<string | undefined>(undefined);
  const [defaultChanged, setDefaultChanged] = useState(false);
  useEffect(() => {
    if (!data) return;
    if (first.current && first.current !== data.currency) setDefaultChanged(true);
    first.current ??= data.currency;
  }, [data]);

  const onRemove = async (rate: ExchangeRate) => {
    const name = t('shell.settings.rates.rowName', { currency: rate.currency, date: formatDay(rate.valid_from) });
    const sure = await confirm({
      title: t('shell.settings.rates.removeTitle', { name }),
      message: t('shell.settings.rates.removeMessage', { currency: rate.currency }),
      confirmLabel: t('shell.settings.rates.remove'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await remove(rate.currency, rate.valid_from);
      toast.success(translate('shell.settings.rates.removed', { name }));
    } catch (reason) {
      toast.error(errorText(reason, translate('shell.settings.rates.notRemoved')));
    }
  };

  const content = () => {
    if (error && !data)
      return (
        <>
          <StyledText role="alert">{t('shell.settings.rates.failed')}</StyledText>
          <Button onClick={() => void mutate()}>{t('shell.settings.rates.retry')}</Button>
        </>
      );
    if (!data) return <StyledSkeletonBlock $height="96px" aria-hidden />;
    const { currency, rates } = data;
    return (
      <>
        <StyledText>{t('shell.settings.rates.about', { default: currency })}</StyledText>
        {defaultChanged && rates.length ? <StyledNotice role="status">{t('shell.settings.rates.review', { default: currency })}</StyledNotice> : null}
        {!admin ? <StyledText>{t('shell.settings.adminsOnly')}</StyledText> : null}
        {rates.length ? (
          <StyledScroll>
            <StyledDataTable>
              <caption>
                <StyledVisuallyHidden>{t('shell.settings.rates')}</StyledVisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('shell.settings.rates.currency')}</th>
                  <th scope="col">{t('shell.settings.rates.rate')}</th>
                  <th scope="col">{t('shell.settings.rates.validFrom')}</th>
                  {admin ? (
                    <th scope="col">
                      <StyledVisuallyHidden>{t('shell.settings.rates.actions')}</StyledVisuallyHidden>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <ExchangeRateRow
                    key={`${rate.currency} ${rate.valid_from}`}
                    rate={rate}
                    currency={currency}
                    onSave={admin ? (value) => set(rate.currency, { rate: value, valid_from: rate.valid_from }) : undefined}
                    onRemove={admin ? () => onRemove(rate) : undefined}
                  />
                ))}
              </tbody>
            </StyledDataTable>
          </StyledScroll>
        ) : (
          <StyledText>{t('shell.settings.rates.none')}</StyledText>
        )}
        {admin ? <ExchangeRateForm currency={currency} onAdd={set} /> : null}
      </>
    );
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.rates')}</h2>
      {content()}
    </StyledSection>
  );
}
