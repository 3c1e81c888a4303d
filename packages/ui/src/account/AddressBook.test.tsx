import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { AddressBook, type AddressBookEntry } from './AddressBook';

const HOME: AddressBookEntry = {
  id: 'a1',
  lines: ['Anna Nowak', 'Hauptstraße 1', '10115 Berlin'],
  isDefault: true,
};
const WORK: AddressBookEntry = {
  id: 'a2',
  lines: ['Anna Nowak', 'Werkweg 7', '20095 Hamburg'],
  isDefault: false,
};

function book(props: Partial<Parameters<typeof AddressBook>[0]> = {}) {
  const handlers = { onEdit: vi.fn(), onAdd: vi.fn(), onMakeDefault: vi.fn() };
  const view = renderUi(
    <AddressBook
      addresses={[HOME, WORK]}
      limit={5}
      editing={null}
      form={
        <form aria-label="Address">
          <input aria-label="Street" />
        </form>
      }
      {...handlers}
      {...props}
    />,
    'en',
  );
  return { ...view, ...handlers };
}

describe('AddressBook', () => {
  it('lists the addresses, marks the default one and offers to make another the default', async () => {
    const { user, onMakeDefault, onEdit } = book();
    const [home, work] = within(screen.getByRole('region', { name: 'Your addresses' })).getAllByRole(
      'listitem',
    );
    expect(within(home as HTMLElement).getByText('Default address')).toBeTruthy();
    expect(within(home as HTMLElement).queryByRole('button', { name: 'Make default address' })).toBeNull();
    expect(within(work as HTMLElement).queryByText('Default address')).toBeNull();
    await user.click(within(work as HTMLElement).getByRole('button', { name: 'Make default address' }));
    expect(onMakeDefault).toHaveBeenCalledWith('a2');
    const edit = within(work as HTMLElement).getByRole('button', { name: 'Edit address' });
    expect(edit.getAttribute('aria-describedby')).toBe(
      (work as HTMLElement).querySelector('address')?.getAttribute('id'),
    );
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledWith('a2');
  });

  it('shows the open form in place of its address and moves the focus into it', () => {
    book({ editing: 'a2' });
    expect(screen.queryByText('Werkweg 7')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Street' }));
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy();
  });

  it('offers a new address while fewer than five exist, and says so at five', async () => {
    const { user, onAdd, unmount } = book();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(onAdd).toHaveBeenCalled();
    unmount();
    const five = [1, 2, 3, 4, 5].map((n) => ({ id: `a${n}`, lines: [`Street ${n}`], isDefault: n === 1 }));
    book({ addresses: five });
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    expect(screen.getByText('You can save up to five addresses.')).toBeTruthy();
  });

  it('has nothing to list for a new customer, and announces the outcome', () => {
    book({ addresses: [], editing: 'new', message: { id: 'account.address.defaultSaved' } });
    expect(screen.getByText('You have not saved an address yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your default address has been changed.');
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
  });

  it('speaks the edition’s language', () => {
    renderUi(
      <AddressBook
        addresses={[HOME, WORK]}
        limit={5}
        editing={null}
        form={null}
        onEdit={vi.fn()}
        onAdd={vi.fn()}
        onMakeDefault={vi.fn()}
        error={{ id: 'error.generic' }}
      />,
      'de',
    );
    expect(screen.getByRole('button', { name: 'Als Standardadresse festlegen' })).toBeTruthy();
    expect(screen.getByText('Standardadresse')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
