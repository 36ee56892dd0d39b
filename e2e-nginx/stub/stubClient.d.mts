export function stubOriginOf(port: number): string;
export function stubBuildSettings(stubOrigin: string): Record<string, string>;
export function launchHex(payload: unknown): string;
export function memberToken(stubOrigin: string, customerId: string): Promise<string>;
export function waitForStub(stubOrigin: string, timeoutMs?: number): Promise<void>;
