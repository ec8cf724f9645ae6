// Draws a laid-out statechart (layout.ts) as an inline SVG. Colours and strokes come from the page's stylesheet
// (the `fa-` classes of page-style.ts); the SVG carries shapes, text and one arrowhead marker.
import { escapeHtml } from './html';
import { LINE_HEIGHT, STATE_FONT, TAG_FONT, type Connector, type Diagram, type Shape } from './layout';
import { DIAGRAM_FONT } from './text-width';

const n = (value: number) => String(Math.round(value * 10) / 10);

const text = (x: number, y: number, content: string, className: string, anchor: 'start' | 'middle' = 'start') =>
  `<text class="${className}" x="${n(x)}" y="${n(y)}"${anchor === 'middle' ? ' text-anchor="middle"' : ''}>${escapeHtml(content)}</text>`;

function drawShape(shape: Shape): string {
  const { x, y, width, height, name, tags } = shape;
  const box = (className: string, inset = 0, radius = 8) =>
    `<rect class="${className}" x="${n(x + inset)}" y="${n(y + inset)}" width="${n(width - 2 * inset)}" height="${n(height - 2 * inset)}" rx="${radius}"/>`;
  switch (shape.kind) {
    case 'initial':
      return `<circle class="fa-initial" cx="${n(x + width / 2)}" cy="${n(y + height / 2)}" r="${n(width / 2)}"/>`;
    case 'compound':
    case 'parallel':
    case 'region': {
      const title = text(x + 10, y + 19, name, 'fa-title');
      const tagLines = tags.map((tag, index) => text(x + 10, y + 19 + (index + 1) * LINE_HEIGHT, tag, 'fa-tag'));
      return [box(`fa-${shape.kind}`, 0, 10), title, ...tagLines].join('');
    }
    default: {
      const middle = x + width / 2;
      const nameY = tags.length > 0 ? y + 18 : y + height / 2 + STATE_FONT * 0.35;
      const tagLines = tags.map((tag, index) => text(middle, nameY + (index + 1) * (TAG_FONT + 3), tag, 'fa-tag', 'middle'));
      const outline = shape.kind === 'final' ? [box('fa-state'), box('fa-state', 3, 6)] : [box(shape.kind === 'any' ? 'fa-any' : 'fa-state')];
      return [...outline, text(middle, nameY, name, 'fa-name', 'middle'), ...tagLines].join('');
    }
  }
}

function drawPath(connector: Connector, marker: string): string {
  const [first, ...rest] = connector.points;
  if (!first) return '';
  return `<path class="fa-edge" d="M${n(first.x)} ${n(first.y)}${rest.map((point) => ` L${n(point.x)} ${n(point.y)}`).join('')}" marker-end="url(#${marker})"/>`;
}

function drawLabel({ label, lines }: Connector): string {
  if (!label) return '';
  const box = `<rect class="fa-label-box" x="${n(label.x)}" y="${n(label.y)}" width="${n(label.width)}" height="${n(label.height)}" rx="3"/>`;
  return [box, ...lines.map((line, index) => text(label.x + 4, label.y + (index + 1) * LINE_HEIGHT - 1, line, 'fa-label'))].join('');
}

/** `id` makes the arrowhead's id unique on a page of several diagrams; `title` is read out for the image. */
export function diagramSvg(diagram: Diagram, id: string, title: string): string {
  const marker = `${id}-arrow`;
  return [
    `<svg class="fa-diagram" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${diagram.width} ${diagram.height}" width="${diagram.width}" height="${diagram.height}" role="img" aria-labelledby="${id}-title" font-family="${escapeHtml(DIAGRAM_FONT)}">`,
    `<title id="${id}-title">${escapeHtml(title)}</title>`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path class="fa-arrow" d="M0 0 L10 5 L0 10 z"/></marker></defs>`,
    ...diagram.shapes.map(drawShape),
    ...diagram.connectors.map((connector) => drawPath(connector, marker)),
    // Labels last, so no line crosses one.
    ...diagram.connectors.map(drawLabel),
    '</svg>',
  ].join('');
}
