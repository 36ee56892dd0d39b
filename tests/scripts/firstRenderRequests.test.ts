import { describe, expect, it } from 'vitest';
import {
  firstRenderProblems,
  isRouteChunk,
  notFirstViewReason,
} from '../../scripts/firstRenderRequests.mjs';

const chunk = (file: string, modules: string[], imports: string[] = []) => ({
  file,
  modules,
  imports,
  css: [],
});

const entry = chunk('assets/index.js', ['src/main.tsx', 'node_modules/react-dom/index.js']);
const first = chunk('assets/first.js', [
  'src/components/Button.tsx',
  'src/features/shell/Header.tsx',
  'src/features/announcements/AnnouncementHost.tsx',
]);
const billScreen = chunk(
  'assets/BillScreen.js',
  ['src/features/bill/BillScreen.tsx', 'src/features/bill/BillTabs.tsx'],
  ['assets/chart.js'],
);
const chart = chunk('assets/chart.js', ['src/components/chart/BarChart.tsx']);
const roamingScreen = chunk('assets/RoamingScreen.js', ['src/features/roaming/RoamingScreen.tsx']);
const chunks = [entry, first, billScreen, chart, roamingScreen];

describe('what may be requested before the first render', () => {
  it('accepts the entry, the first-render chunks and the page own screen with its imports', () => {
    const files = ['assets/index.js', 'assets/first.js', 'assets/BillScreen.js', 'assets/chart.js'];
    expect(firstRenderProblems(files, chunks)).toEqual([]);
  });

  it("names a second route's chunk", () => {
    const problems = firstRenderProblems(
      ['assets/index.js', 'assets/BillScreen.js', 'assets/RoamingScreen.js'],
      chunks,
    );
    expect(problems[0]).toMatch(/2 route chunks/);
  });

  it('names a route-only kit part or feature code requested outside the page own screen', () => {
    expect(firstRenderProblems(['assets/index.js', 'assets/chart.js'], chunks)).toEqual([
      'assets/chart.js holds src/components/chart/BarChart.tsx (a kit part only route screens use)',
    ]);
    const leaky = chunk('assets/first.js', ['src/features/bill/billRules.ts']);
    expect(firstRenderProblems(['assets/first.js'], [leaky])).toEqual([
      'assets/first.js holds src/features/bill/billRules.ts (feature code of a route screen)',
    ]);
  });

  it('tells first-view modules from the rest', () => {
    expect(notFirstViewReason('src/features/session/SessionLayer.tsx')).toBeNull();
    expect(notFirstViewReason('src/lib/format.ts')).toBeNull();
    expect(notFirstViewReason('src/sandbox/browser.ts')).toBe('sandbox code');
    expect(isRouteChunk(billScreen)).toBe(true);
    expect(isRouteChunk(first)).toBe(false);
  });
});
