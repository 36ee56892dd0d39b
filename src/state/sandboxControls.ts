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

export type OutboxChannel = 'sms' | 'email' | 'push';

/** A message the carrier would have sent, as the sandbox's outbox holds it. */
export interface OutboxMessage {
  id: string;
  /** What it is about (docs/sandbox.md lists the kinds and when each is sent). */
  kind: string;
  channel: OutboxChannel;
  /** The number it is about. */
  number: string;
  /** Where it went: the number for an SMS or a push, the address for an e-mail. */
  to: string;
  /** ISO instant. */
  at: string;
  text: string;
}

export interface SandboxControls {
  status(): SandboxStatus;
  /** The outbox, newest first, each text in `language` where the sender wrote it in several. */
  outbox(language?: string): OutboxMessage[];
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
