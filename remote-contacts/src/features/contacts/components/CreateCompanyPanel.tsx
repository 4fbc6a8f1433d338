import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { FederatedComponent, type CompanyFormProps } from '@meridian/shared/federation';
import { SidePanel } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { COMPANY_FORM_MODULE } from '../utils/contactConstants';
import { ReportUnavailable } from './ReportUnavailable';

export interface CreateCompanyPanelProps {
  open: boolean;
  onClose: () => void;
  onSaved: (company: Company) => void;
  /** The companies remote failed to load or render: the caller disables its option. */
  onUnavailable: () => void;
}

/**
 * The companies remote wraps its panel in an in-flow root (`min-height: 100%`). Rendered where
 * the contact form sits, that root became a child of the contacts page's full-height column and
 * squeezed the list to nothing. The panel itself is a portal, so its root takes no
 * room here.
 */
const StyledOutOfFlow = styled.div`
  position: absolute;
  width: 0;
  height: 0;
  overflow: hidden;
`;

/** '+ Create new company': the companies remote's form, borrowed through federation. */
export function CreateCompanyPanel({ open, onClose, onSaved, onUnavailable }: CreateCompanyPanelProps) {
  const t = useT();
  if (!open) return null;
  return (
    <StyledOutOfFlow>
      <FederatedComponent<CompanyFormProps>
        id={COMPANY_FORM_MODULE}
        props={{ open, onClose, onSaved }}
        loading={
          <SidePanel open title={t('contacts.form.newCompany')} onClose={onClose}>
            <SectionSkeleton lines={6} />
          </SidePanel>
        }
        unavailable={() => <ReportUnavailable onReport={onUnavailable} />}
      />
    </StyledOutOfFlow>
  );
}
