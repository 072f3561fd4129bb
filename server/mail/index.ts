/** Outgoing e-mail: templates in four languages, the outbox table, the dev mailbox and SMTP. */
export { sendMail, shopMailSettings, type MailAttachment, type SendMailOptions } from './send';
export { registerMailbox } from './mailbox';
export { listOutboxMails, getOutboxMail, type OutboxMail } from './outbox';
export { buildMail, formatMoney, mailLocale, type MailTemplateData, type MailTemplateName, type OrderMailData, type OrderMailState } from './templates';
export { renderMail, escapeHtml } from './render';
