/** The parts every mail is made of; the templates fill them, the layout turns them into HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Labels carry their own colon: French writes a space before it. */
  | { kind: 'details'; rows: { label: string; value: string }[] }
  | { kind: 'action'; label: string; url: string };

export interface MailDocument {
  /** The `lang` of the HTML, so screen readers pronounce the mail in its language. */
  locale: string;
  brand: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Shown under a button with the bare link, for clients that block styled buttons. */
  linkHint: string;
  footer: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text that enters the HTML passes here: a nickname or a URL can never add markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// Inline styles only: mail clients drop <style> blocks, and the mailbox CSP forbids them.
const colours = { text: '#18181b', muted: '#52525b', accent: '#4338ca', page: '#f4f4f5' };
const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${colours.text};`;
const smallStyle = `margin:0 0 16px;font-size:13px;line-height:1.5;color:${colours.muted};`;
const footerStyle = `margin:0;font-size:13px;line-height:1.5;color:${colours.muted};`;

function blockHtml(block: MailBlock, linkHint: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`;
    case 'details': {
      const rows = block.rows
        .map(
          (row) =>
            `<li style="margin:0 0 4px;"><strong>${escapeHtml(row.label)}</strong> ${escapeHtml(row.value)}</li>`,
        )
        .join('');
      return `<ul style="margin:0 0 16px;padding:12px 16px;list-style:none;background-color:${colours.page};border-radius:6px;font-size:15px;line-height:1.5;color:${colours.text};">${rows}</ul>`;
    }
    case 'action': {
      const href = escapeHtml(block.url);
      return [
        `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${colours.accent};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a></p>`,
        `<p style="${smallStyle}">${escapeHtml(linkHint)}<br><a href="${href}" style="color:${colours.accent};word-break:break-all;">${href}</a></p>`,
      ].join('\n');
    }
  }
}

/** A plain, accessible HTML mail: one column, real text, a link text that names its target. */
export function renderHtml(mail: MailDocument): string {
  const lang = escapeHtml(mail.locale);
  const subject = escapeHtml(mail.subject);
  return `<!DOCTYPE html>
<html lang="${lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.page};">
<div role="article" aria-roledescription="email" aria-label="${subject}" lang="${lang}" style="padding:24px 12px;background-color:${colours.page};font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:560px;margin:0 auto;padding:32px 28px;background-color:#ffffff;border-radius:8px;">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;letter-spacing:0.08em;text-transform:uppercase;color:${colours.accent};">${escapeHtml(mail.brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colours.text};">${escapeHtml(mail.heading)}</h1>
${mail.blocks.map((block) => blockHtml(block, mail.linkHint)).join('\n')}
<hr style="margin:32px 0 16px;border:none;border-top:1px solid #e4e4e7;">
<p style="${footerStyle}">${escapeHtml(mail.footer)}</p>
</div>
</div>
</body>
</html>
`;
}

/** The text/plain part: the same content, links written out. */
export function renderText(mail: MailDocument): string {
  const parts = [mail.heading];
  for (const block of mail.blocks) {
    if (block.kind === 'paragraph') parts.push(block.text);
    else if (block.kind === 'details')
      parts.push(block.rows.map((row) => `${row.label} ${row.value}`).join('\n'));
    else parts.push(`${block.label}:\n${block.url}`);
  }
  parts.push(`-- \n${mail.footer}`);
  return `${parts.join('\n\n')}\n`;
}
