import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BulkEditAction } from '@meridian/shared/model';
import { Button, Dialog, firstFieldIn, PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { BulkEditChoice } from '../utils/bulkEditChoice';
import { BulkOwnerField } from './BulkOwnerField';
import { BulkStageField } from './BulkStageField';
import { BulkTagsField } from './BulkTagsField';
import { CompanySelectField } from './CompanySelectField';

export interface BulkEditDialogProps {
  action: BulkEditAction;
  /** 'Applies to 1,234 contacts'. */
  countText: string;
  onCancel: () => void;
  /** Continue: the page then asks the question that names the count. */
  onSubmit: (choice: BulkEditChoice) => void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6)};
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** The company picker of the contact form, without '+ Create new company': 'No company' unlinks. */
function BulkCompanyField({ onChange }: { onChange: (choice: BulkEditChoice | null) => void }) {
  const [company, setCompany] = useState({ id: '', name: '' });
  return (
    <CompanySelectField
      companyId={company.id}
      companyText={company.name}
      onChange={(id, name) => {
        setCompany({ id, name });
        onChange({ change: { action: 'set_company', company_id: id || null }, value: id ? name : null });
      }}
    />
  );
}

/** A company choice starts at 'No company' (the select shows it); the others wait for a choice. */
const initialChoice = (action: BulkEditAction): BulkEditChoice | null =>
  action === 'set_company' ? { change: { action: 'set_company', company_id: null }, value: null } : null;

/**
 * One bulk edit's value (docs/PRODUCT.md §2.4): the new owner, the tags to add or remove, the
 * company or the stage. Continue hands the choice to the page, which asks before it changes
 * anything; Cancel, Escape or the backdrop change nothing.
 */
export function BulkEditDialog({ action, countText, onCancel, onSubmit }: BulkEditDialogProps) {
  const t = useT();
  const titleId = useId();
  const introId = useId();
  const [choice, setChoice] = useState<BulkEditChoice | null>(() => initialChoice(action));
  const onChange = useCallback((next: BulkEditChoice | null) => setChoice(next), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onSubmit(choice);
  };

  let field;
  if (action === 'set_owner') field = <BulkOwnerField onChange={onChange} />;
  else if (action === 'add_tags' || action === 'remove_tags') field = <BulkTagsField action={action} onChange={onChange} />;
  else if (action === 'set_company') field = <BulkCompanyField onChange={onChange} />;
  else field = <BulkStageField onChange={onChange} />;

  return (
    <Dialog labelledBy={titleId} describedBy={introId} width={440} onClose={onCancel} initialFocus={(dialog) => firstFieldIn(dialog)}>
      <StyledForm onSubmit={submit} noValidate>
        <StyledTitle id={titleId}>{t(`contacts.bulkEdit.action.${action}`)}</StyledTitle>
        <StyledIntro id={introId}>{t('contacts.bulkEdit.appliesTo', { contacts: countText })}</StyledIntro>
        {field}
        <StyledActions>
          <Button type="button" onClick={onCancel}>
            {t('contacts.bulkEdit.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={!choice}>
            {t('contacts.bulkEdit.continue')}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
