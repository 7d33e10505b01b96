import { escapeHtml } from './mail.layout.js';
import type { MailMessageRow } from './mail.repository.js';

const cell = 'padding:8px 12px;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top;';

function row(message: MailMessageRow): string {
  const status = message.sentAt
    ? 'delivered'
    : message.lastError
      ? `failed ${message.attempts}×: ${message.lastError}`
      : 'queued';
  return `<tr>
<td style="${cell}white-space:nowrap;"><time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
<td style="${cell}">${escapeHtml(message.to)}</td>
<td style="${cell}"><a href="/dev/mailbox/${message.id}" style="color:#4338ca;">${escapeHtml(message.subject)}</a></td>
<td style="${cell}">${escapeHtml(message.template)}</td>
<td style="${cell}">${escapeHtml(message.locale)}</td>
<td style="${cell}">${escapeHtml(status)}</td>
</tr>`;
}

/**
 * `GET /dev/mailbox`: the mails this instance would have sent, newest first. A developer's
 * page, in English; inline style attributes only, which the site's CSP allows.
 */
export function renderMailboxPage(messages: MailMessageRow[], filter: string | undefined): string {
  const rows =
    messages.length > 0
      ? messages.map(row).join('\n')
      : `<tr><td colspan="6" style="${cell}">No mail${filter ? ' to this address' : ''} yet.</td></tr>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
</head>
<body style="margin:0;padding:24px;background-color:#fafafa;color:#18181b;font-family:system-ui,sans-serif;">
<main style="max-width:1100px;margin:0 auto;">
<h1 style="margin:0 0 8px;font-size:24px;">Dev mailbox</h1>
<p style="margin:0 0 16px;color:#52525b;">Mail the api has queued. SMTP_URL is not set, so none of it left this machine.</p>
<form method="get" action="/dev/mailbox" style="margin:0 0 16px;display:flex;gap:8px;align-items:center;flex-wrap:wrap;">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(filter ?? '')}" style="padding:6px 8px;min-width:260px;">
<button type="submit" style="padding:6px 12px;">Filter</button>
${filter ? '<a href="/dev/mailbox" style="color:#4338ca;">Show all</a>' : ''}
</form>
<div style="overflow-x:auto;">
<table style="width:100%;border-collapse:collapse;background-color:#ffffff;font-size:14px;">
<caption style="text-align:left;padding:0 0 8px;color:#52525b;">${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr>
<th scope="col" style="${cell}">Created (UTC)</th>
<th scope="col" style="${cell}">To</th>
<th scope="col" style="${cell}">Subject</th>
<th scope="col" style="${cell}">Template</th>
<th scope="col" style="${cell}">Locale</th>
<th scope="col" style="${cell}">Status</th>
</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</main>
</body>
</html>
`;
}
