import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { readFieldErrors } from './read-field-errors';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

function Form<V>(props: FormSubmitOptions<V>) {
  const form = useFormSubmit(props);
  return (
    <form onSubmit={form.onSubmit} aria-label="form">
      <output data-testid="errors">{JSON.stringify(form.errors)}</output>
      <button type="submit" disabled={form.isBusy}>
        {form.isBusy ? 'busy' : 'send'}
      </button>
    </form>
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'form' }));
const shownErrors = () => JSON.parse(screen.getByTestId('errors').textContent ?? '{}') as unknown;

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useFormSubmit', () => {
  it('shows what the check found and sends nothing', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<Form check={() => ({ errors: { email: ['VALIDATION.REQUIRED'] } })} send={send} />);
    await act(async () => submit());
    expect(shownErrors()).toEqual({ email: ['VALIDATION.REQUIRED'] });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });

  it('sends the checked value once, busy until it settles, a second submit ignored', async () => {
    const answer = deferred();
    const send = vi.fn().mockReturnValue(answer.promise);
    render(<Form check={async () => ({ value: 7 })} send={send} />);
    await act(async () => {
      submit();
      submit();
    });
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    await act(async () => submit());
    await act(async () => answer.resolve());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(7);
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });

  it('stops without a send or a change of errors when the check answers null', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<Form check={() => null} send={send} />);
    await act(async () => submit());
    expect(send).not.toHaveBeenCalled();
    expect(shownErrors()).toEqual({});
  });

  it('reads a failed send into field errors', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError(422, { errors: { amount: ['VALIDATION.MIN_VALUE'] } }));
    render(<Form send={send} readError={(error) => readFieldErrors(error, { fallback: 'G' })} />);
    await act(async () => submit());
    expect(shownErrors()).toEqual({ amount: ['VALIDATION.MIN_VALUE'] });
  });

  it('clears the last errors on a passing check unless told to keep them while sending', async () => {
    const answer = deferred();
    let found: { errors: Record<string, string[]> } | { value: undefined } = {
      errors: { a: ['X'] },
    };
    const send = vi.fn().mockReturnValue(answer.promise);
    const { rerender } = render(<Form check={() => found} send={send} />);
    await act(async () => submit());
    expect(shownErrors()).toEqual({ a: ['X'] });
    found = { value: undefined };
    rerender(<Form check={() => found} send={send} keepsErrorsWhileSending />);
    await act(async () => submit());
    expect(shownErrors()).toEqual({ a: ['X'] });
    await act(async () => answer.resolve());
    rerender(<Form check={() => found} send={send} />);
    await act(async () => submit());
    expect(shownErrors()).toEqual({});
  });

  it('submits a value in hand without the check and says whether it went through', async () => {
    const check = vi.fn(() => ({ errors: { a: ['X'] } }));
    const send = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError(409, { errors: { id: ['LIMITS.ERRORS.PENDING'] } }));
    const results: boolean[] = [];
    function Action() {
      const form = useFormSubmit<number>({
        check,
        send,
        readError: (error) => readFieldErrors(error, { fieldStatuses: [409], fallback: 'G' }),
      });
      return (
        <>
          <output data-testid="errors">{JSON.stringify(form.errors)}</output>
          <button type="button" onClick={() => void form.submit(3).then((ok) => results.push(ok))}>
            act
          </button>
        </>
      );
    }
    render(<Action />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(check).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(3);
    expect(results).toEqual([true, false]);
    expect(shownErrors()).toEqual({ id: ['LIMITS.ERRORS.PENDING'] });
  });
});
