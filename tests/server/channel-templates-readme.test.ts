// README's template table is what a workshop registers with Meta: it must carry every template's words as sent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from '../../src/domain/channels';
import { TEMPLATE_WORDS } from '../../server/channels/templates';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const rowOf = (name: string) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));

describe('the WhatsApp templates in README', () => {
  it.each(Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplateName[])('lists %s with its parameters, buttons and both languages’ words', (name) => {
    const row = rowOf(name);
    expect(row, `README has no row for ${name}`).toBeDefined();
    const template = WHATSAPP_TEMPLATES[name];
    template.parameters.forEach((parameter, index) => expect(row).toContain(`{{${index + 1}}} ${parameter}`));
    for (const language of ['en', 'ur'] as const) {
      const words = TEMPLATE_WORDS[name][language];
      expect(row).toContain(words.body);
      for (const button of words.buttons) expect(row).toContain(`“${button}”`);
    }
  });
});
