import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast';
import { json, mockApi } from '../../../testing/mock-api';
import { makePlayer, renderProfile } from '../profile-test-utils';
import { MAX_DOCUMENT_BYTES } from '../upload-rules';

afterEach(() => clearToasts());

const pending = {
  id: 7,
  kind: 'identity',
  file_name: 'passport.png',
  content_type: 'image/png',
  size_bytes: 2048,
  status: 'pending',
  reject_reason: null,
  created_at: '2025-06-01T10:00:00.000Z',
  reviewed_at: null,
};

function documentsApi(documents: unknown[] = []) {
  const stored = [...documents];
  const calls = mockApi({
    'GET /api/player/documents': () => stored,
    'POST /api/player/documents': () => {
      stored.unshift({ ...pending, id: 8, kind: 'address', file_name: 'bill.pdf' });
      return json(stored[0], 201);
    },
  });
  return calls;
}

/** The FormData the upload sent (the network mock records JSON bodies only). */
function sentForm(): FormData | undefined {
  const fetchMock = vi.mocked(fetch);
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call?.[1]?.body instanceof FormData ? call[1].body : undefined;
}

const slot = (name: string) => screen.getByRole('region', { name });
const user = () => userEvent.setup({ applyAccept: false });

describe('verification uploads (PR-032; JPEG/PNG/PDF up to 10 MB)', () => {
  it('refuses a wrong type and a too-large file before sending anything', async () => {
    const calls = documentsApi();
    renderProfile({ tab: 'verification' });
    const identity = await screen.findByLabelText('Upload: Identity document');
    await user().upload(identity, new File(['GIF89a'], 'selfie.gif', { type: 'image/gif' }));
    expect(await within(slot('Identity document')).findByRole('alert')).toHaveTextContent(
      'This file type is not supported.',
    );
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'scan.png', {
      type: 'image/png',
    });
    await user().upload(identity, big);
    expect(within(slot('Identity document')).getByRole('alert')).toHaveTextContent(
      'The file is too large.',
    );
    expect(calls.callsTo('POST', '/api/player/documents')).toHaveLength(0);
  });

  it('uploads a dropped PDF as multipart with its kind and lists it as in review', async () => {
    const calls = documentsApi();
    renderProfile({ tab: 'verification' });
    const zone = await screen.findByTestId('drop-address');
    const file = new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(calls.callsTo('POST', '/api/player/documents')).toHaveLength(1));
    const form = sentForm();
    expect(form?.get('kind')).toBe('address');
    expect((form?.get('file') as File | null)?.name).toBe('bill.pdf');
    const list = await within(slot('Proof of address')).findByRole('list', {
      name: 'Uploaded: Proof of address',
    });
    expect(within(list).getByText('bill.pdf')).toBeInTheDocument();
    expect(within(list).getByText('In review')).toBeInTheDocument();
    expect(
      await screen.findByText('Thank you. Your document is waiting for review.'),
    ).toBeInTheDocument();
  });

  it('shows each document’s status with the reason of a rejection', async () => {
    documentsApi([
      pending,
      {
        ...pending,
        id: 3,
        kind: 'address',
        file_name: 'old-bill.jpg',
        status: 'rejected',
        reject_reason: 'Older than three months',
        created_at: '2025-05-01T10:00:00.000Z',
      },
    ]);
    renderProfile({ tab: 'verification' });
    const identity = await screen.findByRole('region', { name: 'Identity document' });
    expect(within(identity).getByText('In review')).toBeInTheDocument();
    const address = slot('Proof of address');
    expect(within(address).getByText('Rejected')).toBeInTheDocument();
    expect(within(address).getByText('Reason: Older than three months')).toBeInTheDocument();
  });

  it('a verified player sees the badge and no upload once a slot is approved', async () => {
    documentsApi([
      { ...pending, status: 'approved' },
      { ...pending, id: 9, kind: 'address', status: 'approved', file_name: 'bill.pdf' },
    ]);
    renderProfile({ tab: 'verification', player: makePlayer({ verified: true }) });
    expect(
      await screen.findByRole('heading', { name: 'Your account is verified' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Upload: Identity document')).toBeNull();
  });

  it('reminds of an expired source-of-wealth questionnaire (PR-033)', async () => {
    documentsApi();
    renderProfile({
      tab: 'verification',
      player: makePlayer({ sow_questionnaire_expires_at: '2020-01-01T00:00:00.000Z' }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your source-of-wealth questionnaire has expired.',
    );
  });
});
