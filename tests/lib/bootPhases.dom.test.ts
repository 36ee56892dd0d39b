import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_PHASE_PREFIX, timeBootPhase } from '../../src/lib/bootPhases';

afterEach(() => {
  performance.clearMeasures();
});

describe('start-up phases as user timings', () => {
  it('records a measure per piece and returns the work result', () => {
    expect(timeBootPhase('state', () => 42)).toBe(42);
    timeBootPhase('state', () => undefined);
    const measures = performance.getEntriesByName(`${BOOT_PHASE_PREFIX}state`);
    expect(measures).toHaveLength(2);
    expect(measures.every((entry) => entry.duration >= 0)).toBe(true);
  });

  it('records the piece even when the work throws', () => {
    expect(() =>
      timeBootPhase('routes', () => {
        throw new Error('bad table');
      }),
    ).toThrow('bad table');
    expect(performance.getEntriesByName(`${BOOT_PHASE_PREFIX}routes`)).toHaveLength(1);
  });
});
