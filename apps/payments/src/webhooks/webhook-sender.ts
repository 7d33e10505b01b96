/** One HTTP delivery of a webhook; swapped in tests for a recording sender. */
export type WebhookSender = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}) => Promise<{ status: number }>;

/** POSTs with fetch. Redirects are not followed: a 3xx is not an acknowledgement. */
export const fetchWebhookSender: WebhookSender = async ({ url, headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};
