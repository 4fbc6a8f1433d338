import { isBuiltinActivityType, type ActivityType } from '@meridian/contract';
import { useT } from '../../../i18n';

/** A type's name: a built-in type's from the catalogue, the organisation's own by its name. */
export function useTypeName(types: ActivityType[]): (key: string) => string {
  const t = useT();
  return (key) => {
    if (isBuiltinActivityType(key)) return t(`activities.type.${key}`);
    return types.find((type) => type.key === key)?.name ?? t('activities.type.other');
  };
}
