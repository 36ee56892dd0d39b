import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from '../../src/components/PlanCard';

describe('PlanCard', () => {
  it('reads name, price with its period, details and note in that order, inside a choice', () => {
    render(
      <label>
        <input type="radio" name="plan" />
        <PlanCard
          name="5G 1399"
          price="NT$1,399"
          period="/ month"
          details={['Unlimited data', '500 minutes']}
          note="NT$400 more a month"
        />
      </label>,
    );
    const choice = screen.getByRole('radio');
    expect(choice).toHaveAccessibleName(
      '5G 1399 NT$1,399 / month Unlimited data 500 minutes NT$400 more a month',
    );
    expect(screen.getByText('NT$1,399')).toHaveClass('plan-card__price');
  });

  it('leaves out what it is not given', () => {
    render(<PlanCard name="Data pack 1GB" price="NT$180" />);
    expect(screen.getByText('Data pack 1GB').parentElement).toHaveTextContent(
      /^Data pack 1GB NT\$180$/,
    );
  });
});
