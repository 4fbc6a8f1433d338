import { useNavigate } from '@meridian/shared/routing';
import { Button, EmptyState, BuildingIcon } from '@meridian/shared/ui';

/** A company id that does not exist (or belongs to another organisation). */
export function CompanyNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<BuildingIcon size={28} />}
      title="Company not found"
      description="It may have been deleted, or the link is wrong."
      action={<Button onClick={() => navigate('/companies')}>Back to Companies</Button>}
    />
  );
}
