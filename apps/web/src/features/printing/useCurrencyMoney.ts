import { CURRENCIES, type Currency, formatMoney, money } from '@comandero/domain';
import { useSession } from '../../app/session';

const isCurrency = (code: string | undefined): code is Currency => !!code && code in CURRENCIES;

/** The branch's money format and how many decimals its minor units carry (COP none, USD two). */
export function useCurrencyMoney() {
  const code = useSession((state) => state.user?.branch?.currency);
  const currency: Currency = isCurrency(code) ? code : 'COP';
  return {
    format: (amount: number) => formatMoney(money(amount), currency),
    decimals: CURRENCIES[currency].decimals as number,
  };
}
