import { create } from 'zustand';

type CashierForm = { kind: 'open' } | { kind: 'close'; movementId: string } | null;

/**
 * The open or close drawer the top bar shows. Kept apart from the menu that asks for it, so the
 * phone's user popover can ask too and close without taking the drawer with it.
 */
export const useCashierForm = create<{ form: CashierForm }>(() => ({ form: null }));

export const showCashierForm = (form: NonNullable<CashierForm>) => useCashierForm.setState({ form });
export const hideCashierForm = () => useCashierForm.setState({ form: null });
