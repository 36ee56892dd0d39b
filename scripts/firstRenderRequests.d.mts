export interface BuiltChunk {
  file: string;
  modules: string[];
  imports?: string[];
  css: string[];
}
export declare const RECORD_FILE: string;
export declare const LANDING_PAGES: string[];
export declare function notFirstViewReason(module: string): string | null;
export declare function isRouteChunk(chunk: BuiltChunk): boolean;
export declare function firstRenderProblems(files: string[], chunks: BuiltChunk[]): string[];
export declare function requestsBeforeFirstRender(
  dir: string,
  pages?: string[],
): Promise<Map<string, { count: number; requests: string[] }>>;
export declare function readRecord(): Record<string, number>;
