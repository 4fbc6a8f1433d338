import { useId, type FormEvent, type ReactNode } from 'react';
import { useCommonT } from '@meridian/shared/i18n';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { Button } from './Button';
import { FormError } from './FormError';
import { SidePanel } from './SidePanel';

export interface EntityFormPanelProps {
  title: ReactNode;
  /** Cancel, close, or after a save. */
  onClose: () => void;
  /** The form's values: a change from the first ones asks before the panel closes. */
  values: object;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words ('Create Contact', 'Saving...'). */
  submitLabel: string;
  saving: boolean;
  /** False keeps the submit button disabled (a required field is still empty). */
  canSubmit?: boolean;
  /** The server's words about the last save, above the fields. */
  serverError?: string | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * The create/edit side form of an entity (contact, company): a side panel whose footer holds
 * Cancel and the submit button, the server's error above the fields, and a question before
 * typed data is lost.
 */
export function EntityFormPanel({ title, onClose, values, onSubmit, submitLabel, saving, canSubmit = true, serverError, children }: EntityFormPanelProps) {
  const t = useCommonT();
  const formId = useId();
  const hasUnsavedChanges = useUnsavedChanges(values);
  return (
    <SidePanel
      open
      title={title}
      onClose={onClose}
      hasUnsavedChanges={hasUnsavedChanges}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={!canSubmit} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FormError>{serverError}</FormError>
        {children}
      </form>
    </SidePanel>
  );
}
