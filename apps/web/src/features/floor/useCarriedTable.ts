import type { Table } from '@comandero/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readChangeUserState } from '../change-user';

/**
 * Waiter mode: after the change of user, /pos arrives with the picked table in its state; it is
 * taken for the new user once the floor is loaded, and the state is cleared so a reload does not repeat it.
 */
export function useCarriedTable(tables: Table[] | undefined, take: (table: Table) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const carried = readChangeUserState(location.state).table;

  useEffect(() => {
    if (!carried || !tables || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    const table = tables.find((candidate) => candidate.id === carried.id);
    if (table) take(table);
  }, [carried, tables, take, location, navigate]);
}
