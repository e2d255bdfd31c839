import { roleKeyOf } from '@comandero/domain';
import { useTranslation } from '../i18n';

/** A role's name in the interface language; an unknown role shows as stored. */
export function useRoleLabel(): (roleName: string) => string {
  const { t } = useTranslation();
  return (roleName) => {
    const key = roleKeyOf(roleName);
    return key ? t(`roles.${key}`) : roleName;
  };
}
