/**
 * Mail layout: templates describe a mail as blocks of plain text; this module renders them to
 * HTML (every value escaped, only http(s) links) and to plain text.
 */
export type MailBlock =
  | { type: 'heading'; text: string }
  | { type: 'p'; text: string }
  | { type: 'button'; url: string; label: string }
  | { type: 'quote'; text: string }
  | { type: 'facts'; rows: Array<[string, string]> }
  | { type: 'table'; head: string[]; rows: string[][]; foot?: Array<[string, string]>; numericFrom?: number }
  | { type: 'address'; title: string; lines: string[] }
  | { type: 'small'; text: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ShopInfo {
  name: string;
  url: string;
  footer: string;
}

const RTL_LOCALES = new Set(['ar-AE']);

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only absolute http(s) URLs become links; anything else is shown as text. */
export function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Replaces `{name}` placeholders with values (plain text; escaping happens when rendering). */
export function fill(template: string, values: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => {
    const v = values[key];
    return v === undefined || v === null ? '' : String(v);
  });
}

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(b: MailBlock, dir: 'ltr' | 'rtl'): string {
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  switch (b.type) {
    case 'heading':
      return `<h2 style="font-size:18px;margin:0 0 16px;color:#2f4a22">${escapeHtml(b.text)}</h2>`;
    case 'p':
      return `<p style="margin:0 0 14px;line-height:1.5">${multiline(b.text)}</p>`;
    case 'small':
      return `<p style="margin:0 0 12px;font-size:12px;color:#6b6b6b;line-height:1.4">${multiline(b.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 14px;padding:10px 14px;border-${start}:4px solid #b8c9a3;background:#f6f8f2;line-height:1.5">${multiline(b.text)}</blockquote>`;
    case 'button': {
      const url = safeUrl(b.url);
      if (!url) return `<p style="margin:0 0 14px">${escapeHtml(b.label)}: ${escapeHtml(b.url)}</p>`;
      return (
        `<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#3b5d2a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(b.label)}</a></p>` +
        `<p style="margin:0 0 14px;font-size:12px;color:#6b6b6b;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#3b5d2a">${escapeHtml(url)}</a></p>`
      );
    }
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px;width:100%">${b.rows
        .map(
          ([k, v]) =>
            `<tr><th style="text-align:${start};vertical-align:top;padding:4px 12px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:4px 0">${multiline(v)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'address':
      return `<div style="margin:0 0 14px"><strong>${escapeHtml(b.title)}</strong><br>${b.lines.map(escapeHtml).join('<br>')}</div>`;
    case 'table': {
      const numericFrom = b.numericFrom ?? b.head.length;
      const align = (i: number) => (i >= numericFrom ? end : start);
      const head = b.head.map((h, i) => `<th style="text-align:${align(i)};padding:6px 8px;border-bottom:2px solid #d9d9d9">${escapeHtml(h)}</th>`).join('');
      const rows = b.rows.map((r) => `<tr>${r.map((c, i) => `<td style="text-align:${align(i)};padding:6px 8px;border-bottom:1px solid #eeeeee">${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
      const foot = (b.foot ?? [])
        .map(([k, v], i, all) => {
          const strong = i === all.length - 1;
          return `<tr><td colspan="${b.head.length - 1}" style="text-align:${end};padding:4px 8px">${strong ? `<strong>${escapeHtml(k)}</strong>` : escapeHtml(k)}</td><td style="text-align:${end};padding:4px 8px">${strong ? `<strong>${escapeHtml(v)}</strong>` : escapeHtml(v)}</td></tr>`;
        })
        .join('');
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody>${foot ? `<tfoot>${foot}</tfoot>` : ''}</table>`;
    }
  }
}

function blockText(b: MailBlock): string {
  switch (b.type) {
    case 'heading':
      return `${b.text}\n${'='.repeat(Math.min(60, [...b.text].length))}`;
    case 'p':
    case 'small':
      return b.text;
    case 'quote':
      return b.text
        .split(/\r?\n/)
        .map((l) => `> ${l}`)
        .join('\n');
    case 'button':
      return `${b.label}:\n${safeUrl(b.url) ?? b.url}`;
    case 'facts':
      return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
    case 'address':
      return [b.title, ...b.lines].join('\n');
    case 'table': {
      const lines = b.rows.map((r) => `- ${r.join(' | ')}`);
      const foot = (b.foot ?? []).map(([k, v]) => `${k}: ${v}`);
      return [b.head.join(' | '), ...lines, ...(foot.length ? ['', ...foot] : [])].join('\n');
    }
  }
}

export function renderMail(content: MailContent, locale: string, shop: ShopInfo): RenderedMail {
  const dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  const body = content.blocks.map((b) => blockHtml(b, dir)).join('\n');
  const shopUrl = safeUrl(shop.url);
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><base target="_blank"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ea;font-family:Helvetica,Arial,sans-serif;color:#222222">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f1ea"><tr><td style="padding:24px 12px">
<table role="presentation" style="border-collapse:collapse;max-width:640px;width:100%;margin:0 auto;background:#ffffff;border-radius:8px" dir="${dir}"><tr><td style="padding:28px 28px 8px">
<p style="margin:0 0 20px;font-size:22px;font-weight:bold;color:#3b5d2a">${shopUrl ? `<a href="${escapeHtml(shopUrl)}" style="color:#3b5d2a;text-decoration:none">${escapeHtml(shop.name)}</a>` : escapeHtml(shop.name)}</p>
${body}
</td></tr><tr><td style="padding:8px 28px 24px;font-size:12px;color:#777777;border-top:1px solid #eeeeee">${multiline(shop.footer)}</td></tr></table>
</td></tr></table>
</body>
</html>`;
  const text = [shop.name, '', ...content.blocks.map(blockText).flatMap((t) => [t, '']), '--', shop.footer, shopUrl ?? ''].join('\n').trim() + '\n';
  return { subject: content.subject, text, html };
}
