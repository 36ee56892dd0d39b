import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SectionMenu } from '../../src/components/page/SectionMenu';

describe('SectionMenu', () => {
  it('names its sections and moves focus to the one chosen, without changing the address', async () => {
    const user = userEvent.setup();
    const before = window.location.href;
    render(
      <>
        <SectionMenu
          label="On this page"
          sections={[
            { id: 'first', title: 'Pass in use' },
            { id: 'second', title: 'Alerts' },
          ]}
        />
        <div id="first">Pass</div>
        <div id="second">
          Alert settings <button type="button">Save</button>
        </div>
      </>,
    );
    const menu = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Pass in use', 'Alerts']);
    expect(links[1]).toHaveAttribute('href', '#second');

    await user.click(within(menu).getByRole('link', { name: 'Alerts' }));
    expect(screen.getByText(/^Alert settings/)).toHaveFocus();
    expect(window.location.href).toBe(before);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
