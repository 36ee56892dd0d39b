/** The panel's own styles: prefixed, high contrast, clearly not part of the portal's design. */
export const PANEL_CSS = `
body { padding-bottom: 64px; }
.sbx-root { position: fixed; left: 12px; bottom: 12px; z-index: 2147483000;
  font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #111; }
.sbx-toggle { min-height: 36px; padding: 6px 12px; border: 2px solid #111; border-radius: 6px;
  background: #ffd400; color: #111; font: inherit; font-weight: 700; cursor: pointer;
  box-shadow: 0 2px 6px rgb(0 0 0 / 30%); }
.sbx-toggle[aria-expanded='true'] { background: #111; color: #ffd400; }
.sbx-panel { position: absolute; left: 0; bottom: calc(100% + 8px); width: min(320px, calc(100vw - 24px));
  max-height: min(560px, calc(100vh - 80px)); overflow: auto; padding: 12px; background: #fffbe6;
  border: 2px solid #111; border-radius: 8px; box-shadow: 0 6px 20px rgb(0 0 0 / 35%); }
.sbx-panel[hidden] { display: none; }
.sbx-title { margin: 0 0 4px; font-size: 14px; font-weight: 700; }
.sbx-note { margin: 0 0 8px; color: #444; }
.sbx-status { margin: 0 0 10px; padding: 6px 8px; background: #fff; border: 1px dashed #555;
  border-radius: 4px; white-space: pre-line; }
.sbx-group { margin: 0 0 10px; padding: 8px; border: 1px solid #999; border-radius: 6px; }
.sbx-group legend { padding: 0 4px; font-weight: 700; }
.sbx-button { display: block; width: 100%; margin: 4px 0; min-height: 32px; padding: 4px 8px;
  border: 1px solid #111; border-radius: 4px; background: #fff; color: #111; font: inherit;
  text-align: left; cursor: pointer; }
.sbx-button:hover { background: #fff1a8; }
.sbx-button[aria-pressed='true'] { background: #111; color: #ffd400; }
.sbx-button--danger { border-color: #9b1c1c; color: #9b1c1c; }
.sbx-root :focus-visible { outline: 3px solid #0050d0; outline-offset: 2px; }
`;
