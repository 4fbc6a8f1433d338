import { Field, Input, PHONE_MEDIA, Select, space, Textarea, type SelectOption } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { ComposerErrors, ComposerValues } from '../utils/composerValues';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(3)};
  ${PHONE_MEDIA} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface ComposerFieldsProps {
  values: ComposerValues;
  errors: ComposerErrors;
  onChange: (next: Partial<ComposerValues>) => void;
  typeOptions: SelectOption[];
  memberOptions: SelectOption[];
}

/** The composer's own fields: type and assignee, subject, day, time, duration, note. */
export function ComposerFields({ values, errors, onChange, typeOptions, memberOptions }: ComposerFieldsProps) {
  const t = useT();
  const problem = (field: keyof ComposerErrors) => (errors[field] ? t(`activities.composer.error.${errors[field]}`) : undefined);
  return (
    <>
      <Field label={t('activities.composer.subject')} required error={problem('subject')}>
        <Input value={values.subject} onChange={(event) => onChange({ subject: event.target.value })} />
      </Field>
      <StyledPair>
        <Field label={t('activities.composer.type')}>
          <Select value={values.type} options={typeOptions} onChange={(event) => onChange({ type: event.target.value })} />
        </Field>
        <Field label={t('activities.composer.assignee')}>
          <Select value={values.assigneeId} options={memberOptions} onChange={(event) => onChange({ assigneeId: event.target.value })} />
        </Field>
      </StyledPair>
      <StyledRow>
        <Field label={t('activities.composer.day')} required error={problem('day')}>
          <Input type="date" value={values.day} onChange={(event) => onChange({ day: event.target.value })} />
        </Field>
        <Field label={t('activities.composer.time')} hint={t('activities.composer.timeHint')} error={problem('time')}>
          <Input type="time" value={values.time} onChange={(event) => onChange({ time: event.target.value })} />
        </Field>
        <Field label={t('activities.composer.duration')} error={problem('duration')}>
          <Input type="number" inputMode="numeric" min={1} value={values.duration} onChange={(event) => onChange({ duration: event.target.value })} />
        </Field>
      </StyledRow>
      <Field label={t('activities.composer.note')}>
        <Textarea value={values.note} onChange={(event) => onChange({ note: event.target.value })} />
      </Field>
    </>
  );
}
