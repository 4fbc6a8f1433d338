import type { Company } from '@meridian/shared/model';
import { Avatar, type AvatarSize } from '@meridian/shared/ui';

export interface CompanyLogoProps {
  company: Pick<Company, 'name' | 'logo_url'>;
  size?: AvatarSize | number;
}

/** The logo image, or the name's initial when there is none or it fails to load. */
export function CompanyLogo({ company, size = 'lg' }: CompanyLogoProps) {
  return <Avatar name={company.name} src={company.logo_url?.trim() || null} size={size} shape="rounded" />;
}
