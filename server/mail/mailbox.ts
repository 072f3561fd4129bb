import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { isId } from '../lib/ids';
import { errors } from '../store-api/errors';
import { basicPasswordMatches, bearerMatches } from '../admin/auth';
import { getOutboxMail, listOutboxMails, type OutboxMail } from './outbox';
import { escapeHtml } from './render';

/** URLs in escaped plain text become links. */
function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`);
}

function page(mails: OutboxMail[], filter: string | null): string {
  const items = mails
    .map((m, i) => {
      const when = new Date(m.createdAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });
      return `<details class="mail"${i === 0 ? ' open' : ''} id="mail-${escapeHtml(m.id)}">
<summary><span class="subject">${escapeHtml(m.subject)}</span><span class="meta">an ${escapeHtml(m.to)} · ${escapeHtml(when)} · ${escapeHtml(m.template)} · ${escapeHtml(m.locale)}</span></summary>
<div class="body">
<p class="actions"><a href="/mailbox/messages/${escapeHtml(m.id)}.html" target="_blank" rel="noopener">HTML in eigenem Fenster öffnen</a>${m.attachments.length ? ` · Anhänge: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}` : ''}${m.smtpStatus !== 'none' ? ` · SMTP: ${escapeHtml(m.smtpStatus)}` : ''}</p>
<iframe title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}"></iframe>
<h3>Text</h3>
<pre>${linkify(escapeHtml(m.text))}</pre>
</div>
</details>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stallwerk – Postausgang</title>
<style>
body{font-family:system-ui,Helvetica,Arial,sans-serif;margin:0;background:#f3f1ea;color:#222}
header{background:#3b5d2a;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;font-size:14px;opacity:.9}
header a{color:#fff}main{max-width:960px;margin:0 auto;padding:16px}
form{margin:0 0 16px;display:flex;gap:8px}input{flex:1;padding:8px;font-size:14px}button{padding:8px 14px}
.mail{background:#fff;border-radius:8px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
summary{cursor:pointer;padding:12px 16px;display:flex;flex-direction:column;gap:2px}
.subject{font-weight:bold}.meta{font-size:13px;color:#555}.body{padding:0 16px 16px}
iframe{width:100%;height:520px;border:1px solid #ddd;border-radius:4px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fafafa;border:1px solid #eee;padding:12px;font-size:13px}
.empty{padding:32px;text-align:center;color:#555}
</style></head>
<body>
<header><h1>Postausgang (Entwicklung)</h1><p>Alle E-Mails des Shops, neueste zuerst · <a href="/mailbox/messages.json">JSON</a></p></header>
<main>
<form method="get" action="/mailbox"><input type="email" name="to" placeholder="Nach Empfänger filtern" value="${escapeHtml(filter ?? '')}"><button type="submit">Filtern</button></form>
${items || '<p class="empty">Noch keine E-Mails.</p>'}
</main>
</body>
</html>`;
}

/**
 * The dev mailbox: GET /mailbox (HTML page), GET /mailbox/messages.json (JSON array, newest
 * first, optional ?to= filter) and GET /mailbox/messages/{id}.html (one mail's HTML). Registered
 * only in development (or with MAILBOX=on); every request needs the admin token in the
 * Authorization header (never in the URL, where it would end up in logs and histories), because
 * the mails carry password-reset, opt-in and guest-order links.
 */
export function registerMailbox(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;

  const guard = async (req: FastifyRequest) => {
    if (!bearerMatches(req.headers.authorization, config.adminToken) && !basicPasswordMatches(req.headers.authorization, config.adminToken)) {
      // Basic lets a browser ask for the token (any user name, the token as password).
      throw errors.mailboxUnauthorized();
    }
  };

  const readFilter = (req: FastifyRequest) => {
    const to = (req.query as Record<string, unknown>).to;
    return typeof to === 'string' && to.trim() ? to.trim().slice(0, 320) : null;
  };
  const readLimit = (req: FastifyRequest) => {
    const raw = (req.query as Record<string, unknown>).limit;
    const n = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : 200;
    return Math.max(1, Math.min(n, 1000));
  };

  app.get('/mailbox', { onRequest: guard }, async (req, reply: FastifyReply) => {
    const filter = readFilter(req);
    const mails = listOutboxMails(db, { to: filter ?? undefined, limit: readLimit(req) });
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'")
      .type('text/html; charset=utf-8')
      .send(page(mails, filter));
  });

  app.get('/mailbox/messages.json', { onRequest: guard }, async (req, reply) => {
    const mails = listOutboxMails(db, { to: readFilter(req) ?? undefined, limit: readLimit(req) });
    return reply
      .header('cache-control', 'no-store')
      .send(mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt, template: m.template, locale: m.locale, attachments: m.attachments })));
  });

  app.get<{ Params: { id: string } }>('/mailbox/messages/:id', { onRequest: guard }, async (req, reply) => {
    const id = req.params.id.replace(/\.html$/, '');
    const mail = isId(id) ? getOutboxMail(db, id) : null;
    if (!mail) throw errors.mailNotFound(id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:")
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
}
