import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CarouselNav } from '../../src/components/carousel/CarouselNav';
import type { Slider } from '../../src/components/carousel/slider';
import { SlideTrack } from '../../src/components/carousel/SlideTrack';

const labels = {
  previous: 'Previous',
  next: 'Next',
  dots: 'Choose a slide',
  goTo: (number: number) => `Slide ${String(number)}`,
};

function Slides({ count }: { count: number }) {
  const [current, setCurrent] = useState(0);
  const slides = Array.from({ length: count }, (_, index) => (
    <p key={index}>{`Text ${String(index + 1)}`}</p>
  ));
  return (
    <>
      <SlideTrack
        slides={slides}
        current={current}
        started={false}
        sliderRef={createRef<Slider>()}
        onChange={setCurrent}
      />
      <CarouselNav current={current} total={count} onGo={setCurrent} labels={labels} />
    </>
  );
}

describe('the carousel (SlideTrack and CarouselNav)', () => {
  it('stacks the slides with only the current one exposed until the slider starts', () => {
    render(<Slides count={3} />);
    expect(screen.getByText('Text 1')).toBeVisible();
    expect(screen.queryByText('Text 2', { ignore: '[aria-hidden="true"] *' })).toBeNull();
  });

  it('moves with the arrows and the dots, which say which slide is on show', async () => {
    const user = userEvent.setup();
    render(<Slides count={3} />);
    const previous = screen.getByRole('button', { name: /Previous/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('list', { name: 'Choose a slide' })).toBeInTheDocument();
    expect(screen.getByText('Text 3').closest('[aria-hidden]')).toHaveAttribute(
      'aria-hidden',
      'false',
    );
  });
});
