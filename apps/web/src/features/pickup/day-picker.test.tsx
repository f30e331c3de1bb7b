import type { TPickupGarage } from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils/render.tsx';
import { DayPicker } from './day-picker.tsx';
import { garageClosed } from './garage-closed.ts';

const ACME: TPickupGarage = {
  name: 'Acme Motors Leeds',
  address: '14 Elland Road, Leeds, LS11 5QS',
  phone: null,
  latitude: 53.78,
  longitude: -1.555,
  openDays: [1, 2, 3, 4, 5],
  closesAt: '17:30',
  bankHolidays: ['2026-12-25', '2026-12-28'],
};

describe('the driver’s day picker at a garage with closed days (issue 41)', () => {
  it('shows a Sunday and a bank holiday as closed, to the eye and to a screen reader, and cannot choose them', async () => {
    const onChange = vi.fn();
    // Tuesday 1 December 2026 after closing: today is closed too.
    const closed = garageClosed(ACME, new Date('2026-12-01T18:00:00Z'));
    renderWithApp(<DayPicker today="2026-12-01" value={[]} onChange={onChange} closedOn={closed.short} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose days' }));
    const days = within(screen.getByRole('dialog', { name: 'Days that suit you' })).getByRole('group', {
      name: 'Days',
    });
    const sunday = within(days).getByRole('button', { name: 'Sunday 6 December 2026, closed' });
    expect((sunday as HTMLButtonElement).disabled).toBe(true);
    expect(within(sunday).getByText('Closed')).not.toBeNull();
    const christmas = within(days).getByRole('button', { name: 'Friday 25 December 2026, closed, bank holiday' });
    expect((christmas as HTMLButtonElement).disabled).toBe(true);
    expect(within(days).getByRole('button', { name: 'Tuesday 1 December 2026, closed for today' })).not.toBeNull();
    await userEvent.click(within(days).getByRole('button', { name: 'Monday 7 December 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done (1)' }));
    expect(onChange).toHaveBeenCalledWith(['2026-12-07']);
  });

  it('says why a day typed in is closed, in the product’s words', () => {
    const closed = garageClosed(ACME, new Date('2026-12-01T12:00:00Z'));
    expect(closed.message('2026-12-06')).toBe('Acme Motors Leeds is closed on Sundays: please choose another day');
    expect(closed.message('2026-12-01')).toBeNull();
    expect(garageClosed(null).short('2026-12-06')).toBeNull();
  });
});
