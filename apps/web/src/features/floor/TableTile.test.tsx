import { money } from '@comandero/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';

const cashier = makeUser('Caja', { allowedViews: ['tables'] });
const colleague = { id: '0194c2a0-0000-7000-8000-0000000000ff', name: 'Lucía Mesera' };
const served = { itemCount: 3, total: money(46000), currentOrderId: makeTable(90).id };

const tile = (name: string) => screen.findByRole('button', { name: tileName(name) });

describe('a table tile waiting for payment (issue 14 §3)', () => {
  it('shows a table whose pre-bill was printed as “Por cobrar”, its word first in its name', async () => {
    openFloor(cashier, {
      tables: [
        makeTable(1),
        busyTable(2, colleague),
        busyTable(3, colleague, 2, { ...served, unsentCount: 1 }),
        busyTable(4, colleague, 2, served),
        busyTable(5, colleague, 2, { ...served, preBilled: true }),
      ],
    });
    const billed = await tile('Mesa 5');
    expect(billed).toHaveAttribute('data-state', 'billed');
    expect(billed).toHaveTextContent('Por cobrar');
    expect(billed).toHaveTextContent('$46.000');
    // Label in name (WCAG 2.5.3): the number and the word it shows come first.
    expect(billed).toHaveAccessibleName(/^5,\s*Por cobrar,/);
    // Five states, five words.
    const states = await Promise.all(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5'].map(tile));
    expect(states.map((button) => button.getAttribute('data-state'))).toEqual([
      'free',
      'busy',
      'toSend',
      'sent',
      'billed',
    ]);
    expect(new Set(states.map((button) => button.className)).size).toBe(5);
  });

  it('puts items still to send before the pre-bill: new items make that bill stale', async () => {
    openFloor(cashier, { tables: [busyTable(6, colleague, 2, { ...served, unsentCount: 1, preBilled: true })] });
    expect(await tile('Mesa 6')).toHaveAttribute('data-state', 'toSend');
  });

  it('turns to waiting for payment when another terminal prints the pre-bill, in English too', async () => {
    const { live } = openFloor(cashier, { tables: [busyTable(7, colleague, 2, served)] });
    await act(() => chooseLanguage('en'));
    expect(await tile('Mesa 7')).toHaveTextContent('Sent');
    live.send('table.changed', { table: busyTable(7, colleague, 2, { ...served, preBilled: true }) });
    await waitFor(async () => expect(await tile('Mesa 7')).toHaveAttribute('data-state', 'billed'));
    expect(await tile('Mesa 7')).toHaveAccessibleName(/^7,\s*To pay,/);
  });
});
