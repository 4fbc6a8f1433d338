import { useNavigate } from '@meridian/shared/routing';
import { Button, ChevronLeftIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BackToContactsProps {
  variant?: 'ghost' | 'primary';
}

/** 'Back to Contacts': the breadcrumb, and the way out of 'Contact not found'. */
export function BackToContacts({ variant = 'ghost' }: BackToContactsProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button variant={variant} onClick={() => navigate('/contacts')}>
      {variant === 'ghost' ? <ChevronLeftIcon size={14} /> : null}
      {t('contacts.detail.back')}
    </Button>
  );
}
