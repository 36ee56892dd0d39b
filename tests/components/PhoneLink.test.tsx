import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from '../../src/components/PhoneLink';

describe('PhoneLink', () => {
  it('dials the digits of the number shown as written', () => {
    render(
      <>
        <PhoneLink number="02-2344 1234" />
        <PhoneLink number="+886 2 2344-5678" />
      </>,
    );
    expect(screen.getByRole('link', { name: '02-2344 1234' })).toHaveAttribute(
      'href',
      'tel:0223441234',
    );
    expect(screen.getByRole('link', { name: '+886 2 2344-5678' })).toHaveAttribute(
      'href',
      'tel:+886223445678',
    );
  });
});
