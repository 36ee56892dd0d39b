import { hexToText, textToHex } from '../../lib/hex';
import {
  arrayOf,
  optional,
  parseUntrustedJson,
  shape,
  stringOf,
  INVALID,
  type Reader,
} from '../../lib/safeJson';
import { EMBEDDED_SOURCES, type EmbeddedParameters, type EmbeddedSource } from '../../state/types';

/**
 * The embedded launch payload (spec 01 §3): hex of UTF-8 JSON in the `appLaunch` parameter.
 * Anything that is not exactly that is ignored: the decoder never throws and returns only the
 * known fields with the right types.
 */
export const MAX_LAUNCH_BYTES = 8 * 1024;

export interface LaunchPayload {
  source: EmbeddedSource;
  accountType?: string;
  account?: string;
  identifier?: string;
  token?: string;
  page?: string;
  deviceNo?: string;
  parameters?: EmbeddedParameters;
}

const text = optional(stringOf(2_000));

const readSource: Reader<EmbeddedSource> = (value) =>
  EMBEDDED_SOURCES.find((source) => source === value) ?? INVALID;

const readParameters = shape<EmbeddedParameters>({
  isOuterFunction: text,
  systemversion: text,
  appversion: text,
  idfa: text,
  adid: text,
  language: text,
  AttachedNo: text,
  DeviceType: text,
  alreadyShownAnnouncement: optional(arrayOf(stringOf(500), 200)),
});

const readPayload = shape<LaunchPayload>({
  source: readSource,
  accountType: text,
  account: text,
  identifier: text,
  token: text,
  page: text,
  deviceNo: text,
  parameters: optional(readParameters),
});

/** The payload of a launch parameter, or null when it is not a valid one (never throws). */
export function decodeLaunchParameter(raw: unknown): LaunchPayload | null {
  try {
    if (typeof raw !== 'string') return null;
    const json = hexToText(raw.trim(), MAX_LAUNCH_BYTES);
    if (json === null) return null;
    const parsed = parseUntrustedJson(json, MAX_LAUNCH_BYTES);
    if (!parsed || parsed.hadBlockedKeys) return null;
    const payload = readPayload(parsed.value);
    return payload === INVALID ? null : payload;
  } catch {
    return null;
  }
}

/** Hex of the UTF-8 JSON of a payload: what the apps send (tests and docs/bridge.md). */
export function encodeLaunchParameter(payload: unknown): string {
  return textToHex(JSON.stringify(payload));
}
