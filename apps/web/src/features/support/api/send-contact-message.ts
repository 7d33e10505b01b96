import type { ContactMessageRequest } from '@croupier/contracts/support';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/send_contact_message (PR-034): stores the message for support and queues the
 * acknowledgement mail; 200 `{}`. Failures (422 field errors, 429) are rethrown to the form.
 * Not idempotent, so the client never repeats it on its own.
 */
export async function sendContactMessage(message: ContactMessageRequest): Promise<void> {
  await apiRequest('/api/send_contact_message', { method: 'POST', body: message });
}
