export interface ChunkGroup {
  name: string | ((id: string) => string | null);
  debugName?: string;
  test?: RegExp | ((id: string) => boolean);
  tags?: '$initial'[];
  priority?: number;
}
export declare const chunkGroups: ChunkGroup[];
export declare function isFirstRenderModule(id: string): boolean;
export declare function isRouteOnlyKitModule(id: string): boolean;
