import { useTranslation } from '../../i18n';

/** The domain's messages on the charging forms, in words: 'PRICE BILL', 'INVALID', 'REQUIRED'. */
export function usePaymentMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    if (message === 'PRICE BILL') return t('payment.errors.priceBill');
    if (message === 'REQUIRED') return t('validation.REQUIRED');
    return t('validation.INVALID');
  };
}
