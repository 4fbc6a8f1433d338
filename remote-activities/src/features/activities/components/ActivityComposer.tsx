import { useId, useState, type FormEvent } from 'react';
import type { Activity } from '@meridian/contract';
import { activitiesApi, errorText } from '@meridian/shared/api';
import { useMembers } from '@meridian/shared/data';
import { currentTimeZone } from '@meridian/shared/format';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, Checkbox, Dialog, FormError, space, toast, type SelectOption } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useActivityTypes } from '../hooks/useActivityTypes';
import { useTypeName } from '../hooks/useTypeName';
import {
  newValues,
  toChange,
  toCreate,
  validateComposer,
  valuesOf,
  type ComposerErrors,
  type ComposerPreset,
  type ComposerValues,
} from '../utils/composerValues';
import { ComposerFields } from './ComposerFields';
import { LinkPicker } from './LinkPicker';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(5)};
  max-height: calc(100vh - ${space(8)});
  overflow-y: auto;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Kept in view at the bottom while a phone scrolls the form. */
const StyledButtons = styled.div`
  position: sticky;
  bottom: calc(-1 * ${space(5)});
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin: 0 calc(-1 * ${space(5)}) calc(-1 * ${space(5)});
  padding: ${space(3)} ${space(5)} ${space(5)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** The options, with the chosen value among them (until the list has arrived, or once it left the list). */
function withChosen(options: SelectOption[], chosen: string, label: string): SelectOption[] {
  return !chosen || options.some((option) => option.value === chosen) ? options : [...options, { value: chosen, label }];
}

export interface ActivityComposerProps {
  /** Edit this activity; without it a new one is made. */
  activity?: Activity;
  /** A new activity's assignee (the member whose work is shown). */
  assigneeId: string;
  preset?: ComposerPreset;
  /** 'log': "Log a call" (done, now). */
  mode?: 'schedule' | 'log';
  onClose: () => void;
  onSaved: (activity: Activity) => void;
}

/**
 * The activity dialog: type, subject, due day and optional time (none: all day) in the member's
 * zone, duration, assignee, links, note, and for a new one "Mark as done". A refused save keeps
 * what was typed and shows the server's reason.
 */
export function ActivityComposer({ activity, assigneeId, preset, mode = 'schedule', onClose, onSaved }: ActivityComposerProps) {
  const t = useT();
  const common = useCommonT();
  const titleId = useId();
  const tz = currentTimeZone();
  const types = useActivityTypes();
  const typeName = useTypeName(types);
  const { members } = useMembers();
  const [values, setValues] = useState<ComposerValues>(() => (activity ? valuesOf(activity, tz) : newValues(assigneeId, tz, preset)));
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<ComposerValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = validateComposer(values);
    setErrors(found);
    if (Object.keys(found).length) {
      // The first field to fix gets the focus, once it is marked invalid.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const saved = activity ? await activitiesApi.update(activity.id, toChange(values, tz)) : await activitiesApi.create(toCreate(values, tz));
      toast.success(t(activity ? 'activities.composer.updated' : values.done ? 'activities.composer.logged' : 'activities.composer.created'));
      onSaved(saved);
      onClose();
    } catch (error) {
      setServerError(errorText(error, t('activities.composer.saveFailed')));
      setSaving(false);
    }
  };

  const title = activity ? t('activities.composer.editTitle') : mode === 'log' ? t('activities.composer.logTitle') : t('activities.composer.newTitle');
  return (
    <Dialog labelledBy={titleId} width={560} onClose={onClose}>
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {serverError ? <FormError>{serverError}</FormError> : null}
        <ComposerFields
          values={values}
          errors={errors}
          onChange={change}
          typeOptions={withChosen(
            types.map((type) => ({ value: type.key, label: typeName(type.key) })),
            values.type,
            typeName(values.type),
          )}
          memberOptions={withChosen(
            members.map((member) => ({ value: member.id, label: member.name || member.email })),
            values.assigneeId,
            activity?.assignee_name ?? common('common.loading'),
          )}
        />
        <LinkPicker kind="contact" value={values.contact} onChange={(contact) => change({ contact, dealContactId: contact ? values.dealContactId : null })} />
        <LinkPicker kind="company" value={values.company} onChange={(company) => change({ company })} />
        {activity ? null : (
          <Checkbox label={t('activities.composer.markDone')} checked={values.done} onChange={(event) => change({ done: event.target.checked })} />
        )}
        <StyledButtons>
          <Button onClick={onClose}>{common('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving}>
            {activity ? t('activities.composer.save') : t('activities.composer.add')}
          </Button>
        </StyledButtons>
      </StyledForm>
    </Dialog>
  );
}
