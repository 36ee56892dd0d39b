/**
 * The sandbox's control port: what the DevOpsTools page can do to the sandbox. main.tsx registers
 * the loader in sandbox builds; src/sandbox/devtools.ts implements it. It lives in state/ because
 * both the feature and the sandbox may import state/, and neither may import the other.
 */
export interface SandboxStatus {
  pendingFailure: 'http503' | 'result' | null;
  slowMode: boolean;
  clockOffsetMinutes: number;
}

export interface SandboxControls {
  status(): SandboxStatus;
  failNext(kind: 'http503' | 'result'): void;
  setSlowMode(on: boolean): void;
  advanceClock(minutes: number): void;
  /** Back to the seed data; signs out and reloads the page. */
  reset(): void;
}

type ControlsLoader = () => Promise<SandboxControls>;
let loader: ControlsLoader | null = null;

/** null forgets the controls (tests). */
export function registerSandboxControls(load: ControlsLoader | null): void {
  loader = load;
}

/** The loader of the sandbox controls, or null in a build without the sandbox. */
export function sandboxControlsLoader(): ControlsLoader | null {
  return loader;
}
