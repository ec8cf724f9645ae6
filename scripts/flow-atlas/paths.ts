// Where `npm run flows` writes: a Mermaid page per flow and the atlas.
export const FLOWS_DIR = 'docs/flows';
export const ATLAS_FILE = 'index.html';
