import { getCurrentTime } from '../api/system';

/**
 * The server's clock as an offset from the local one (spec 01 §4: Http/CurrentTime, falling back
 * to the local clock when the call fails or answers something unreadable). Asked once per page
 * load; every caller shares the answer.
 */
let offset: Promise<number> | null = null;

async function fetchOffset(): Promise<number> {
  const reply = await getCurrentTime();
  if ('error' in reply) return 0;
  const server = Date.parse(reply.data.serverTime);
  return Number.isFinite(server) ? server - Date.now() : 0;
}

export function serverClockOffset(): Promise<number> {
  offset ??= fetchOffset();
  return offset;
}

/** Now by the server's clock when it is known, otherwise by the local clock. */
export async function serverNow(): Promise<Date> {
  return new Date(Date.now() + (await serverClockOffset()));
}

/** Tests only: forget the cached offset. */
export function forgetServerClock(): void {
  offset = null;
}
