import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Facts } from '../../src/components/Facts';

describe('Facts', () => {
  it('is one description list: each label a term, each value its definition, in order', () => {
    const { container } = render(
      <Facts
        items={[
          ['Bill month', 'March 2026'],
          ['Due date', <strong key="due">2026-04-15</strong>],
        ]}
      />,
    );
    const list = container.querySelector('dl');
    if (!list) throw new Error('no description list');
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Bill month', 'Due date']);
    expect(definitions.map((definition) => definition.textContent)).toEqual([
      'March 2026',
      '2026-04-15',
    ]);
    expect(definitions[1]?.querySelector('strong')).not.toBeNull();
  });

  it('leaves out an item given as false, null or undefined', () => {
    const paid = (date: string | null) => (date ? (['Paid on', date] as const) : null);
    render(
      <Facts items={[['Amount', 'NT$1,443'], paid(null), false, undefined, ['Receipt', 'R-1']]} />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Amount',
      'Receipt',
    ]);
  });

  it('adds the total as the last pair and marks it', () => {
    render(
      <Facts layout="split" items={[['0912-345-678', 'NT$500']]} total={['Total', 'NT$500']} />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['0912-345-678', 'Total']);
    expect(terms[1]?.parentElement).toHaveClass('facts__item--total');
  });

  it('takes its layout, columns and the feature class on the list', () => {
    const { container } = render(
      <Facts layout="inline" columns={2} className="bill-history__facts" items={[['a', 'b']]} />,
    );
    expect(container.querySelector('dl')).toHaveClass(
      'facts',
      'facts--inline',
      'facts--columns-2',
      'bill-history__facts',
    );
  });
});
