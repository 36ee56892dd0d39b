interface HtmlTag {
  tag: string;
  attrs: Record<string, string>;
  injectTo: 'head';
}

export declare const FIRST_RENDER_CHUNKS: string[];
export declare function preloadFirstRenderChunks(): {
  name: string;
  apply: 'build';
  configResolved(config: { base: string }): void;
  transformIndexHtml: {
    order: 'post';
    handler(html: string, context: { bundle?: Record<string, unknown> }): HtmlTag[];
  };
};
