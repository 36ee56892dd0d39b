export declare const MIN_BYTES: number;
export declare function precompressDirectory(dir: string): Promise<number>;
export declare function precompressAssets(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string; assetsDir: string } }): void;
  closeBundle(): Promise<void>;
};
