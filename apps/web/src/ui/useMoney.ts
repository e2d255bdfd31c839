import { CURRENCIES, type Currency, formatMoney, money } from '@comandero/domain';
import { useSession } from '../app/session';

const isCurrency = (code: string | undefined): code is Currency => !!code && code in CURRENCIES;

/** Formats minor units in the branch's currency: `$` prefix, `.` thousands (spec 01 §5, DESIGN §4). */
export function useMoney(): (amount: number) => string {
  const currency = useCurrency();
  return (amount) => formatMoney(money(amount), currency);
}

/** The branch's currency (COP when the branch does not say). */
export function useCurrency(): Currency {
  const code = useSession((state) => state.user?.branch?.currency);
  return isCurrency(code) ? code : 'COP';
}
