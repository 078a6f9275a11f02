/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormSave, type FormSaveOptions, type FormSaveOutcome } from '@/lib/forms/use-form-save';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { renderPortal } from '../fixtures/render';

// The one save of a form that writes (docs/architecture.md §10 "Forms that write"): the answer's
// message or the form's own text as the success alert, the 422 on the fields, the rest above them.

type Values = { name: string; rows: { code: string }[] };
type Answer = { message?: string; id: number };

function SaveForm({
  write,
  onSaved = null,
  options,
  fields = ['name'],
  onOutcome,
}: {
  write: (values: Values) => Promise<Answer>;
  onSaved?: ((answer: Answer, values: Values) => void) | null;
  options?: FormSaveOptions<Values, Answer>;
  fields?: Parameters<typeof useFormSave<Values, Values, Answer>>[1];
  /** Called with how a save of the values as they are (`submit`) ended, from a button outside the form's submit. */
  onOutcome?: (outcome: FormSaveOutcome) => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'Ion', rows: [{ code: 'A' }, { code: 'B' }] } });
  const { save, submit, failure } = useFormSave(form, fields, write, onSaved, options);
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <input aria-label="name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
      {errors.name ? <p data-testid="name-error">{errors.name.message}</p> : null}
      {form.getValues('rows').map((_, index) => (
        <input key={index} aria-label={`code ${index}`} {...form.register(`rows.${index}.code`)} />
      ))}
      {errors.rows?.[1]?.code ? <p data-testid="code-error">{errors.rows[1].code.message}</p> : null}
      {failure ? <p data-testid="failure">{(failure as Error).message}</p> : null}
      <button type="submit">Save</button>
      <button type="button" onClick={() => void submit(form.getValues()).then(onOutcome)}>
        Confirm
      </button>
    </form>
  );
}

const invalid = (errors: Record<string, string[]>) =>
  new ApiRequestError({ status: 422, error: 'validation', message: 'Invalid', errors });

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

describe('useFormSave', () => {
  it("shows the answer's message as the success alert and hands the answer to onSaved", async () => {
    const onSaved = jest.fn();
    const { alerts } = renderPortal(
      <SaveForm write={() => Promise.resolve({ message: 'Saved', id: 7 })} onSaved={onSaved} />,
    );
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ message: 'Saved', id: 7 }, expect.anything()));
    expect(alerts.getSnapshot().map(({ type, message }) => [type, message])).toEqual([['success', 'Saved']]);
  });

  it("shows the form's own text when it gives one, and no alert at all for an empty one", async () => {
    const first = renderPortal(
      <SaveForm write={() => Promise.resolve({ id: 1 })} options={{ success: (answer) => `Record ${answer.id}` }} />,
    );
    await submit();
    await waitFor(() => expect(first.alerts.getSnapshot().map(({ message }) => message)).toEqual(['Record 1']));
    first.unmount();
    const second = renderPortal(<SaveForm write={() => Promise.resolve({ id: 2 })} />);
    await submit();
    expect(second.alerts.getSnapshot()).toEqual([]);
  });

  it('puts a 422 on its fields, keeps what was typed and shows no alert', async () => {
    const onSaved = jest.fn();
    const { alerts } = renderPortal(
      <SaveForm write={() => Promise.reject(invalid({ name: ['Already taken'] }))} onSaved={onSaved} />,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Maria' } });
    await submit();
    expect((await screen.findByTestId('name-error')).textContent).toBe('Already taken');
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Maria');
    expect(screen.queryByTestId('failure')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('shows the failure above the form for any other error, or a 422 on a field the form lacks', async () => {
    renderPortal(<SaveForm write={() => Promise.reject(invalid({ name: ['Bad'], other: ['Unknown'] }))} />);
    await submit();
    expect((await screen.findByTestId('failure')).textContent).toBe('Invalid');
    // What could be placed is still shown on its field.
    expect(screen.getByTestId('name-error').textContent).toBe('Bad');
  });

  it('places a 422 on fields computed from the values sent, renamed from the wire keys', async () => {
    renderPortal(
      <SaveForm
        write={() => Promise.reject(invalid({ 'items.1.code': ['Wrong code'] }))}
        fields={(values) => values.rows.map((_, index) => `rows.${index}.code` as const)}
        options={{ rename: (field) => field.replace(/^items\./, 'rows.') }}
      />,
    );
    await submit();
    expect((await screen.findByTestId('code-error')).textContent).toBe('Wrong code');
    expect(screen.queryByTestId('failure')).toBeNull();
  });

  it("works on a page without the portal's alerts (a sign-in page): onSaved shows the success", async () => {
    const onSaved = jest.fn();
    render(<SaveForm write={() => Promise.resolve({ message: 'Sent', id: 3 })} onSaved={onSaved} />);
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ message: 'Sent', id: 3 }, expect.anything()));
  });

  it("lets the form answer a failure itself first (a booking's 409): no field, no failure", async () => {
    const conflict = new ApiRequestError({ status: 409, error: 'price_changed', message: 'Changed' });
    const handle = jest.fn((error: unknown) => error === conflict);
    const first = renderPortal(<SaveForm write={() => Promise.reject(conflict)} options={{ handle }} />);
    await submit();
    await waitFor(() => expect(handle).toHaveBeenCalledWith(conflict, expect.objectContaining({ name: 'Ion' })));
    expect(screen.queryByTestId('failure')).toBeNull();
    first.unmount();
    // What it does not answer goes on by the rule: the 422 on its field.
    renderPortal(
      <SaveForm
        write={() => Promise.reject(invalid({ name: ['Already taken'] }))}
        options={{ handle: () => Promise.resolve(false) }}
      />,
    );
    await submit();
    expect((await screen.findByTestId('name-error')).textContent).toBe('Already taken');
    expect(screen.queryByTestId('failure')).toBeNull();
  });

  it('places a 422 key the form keeps outside its fields (a chosen file) where the form says', async () => {
    const logo = jest.fn();
    renderPortal(
      <SaveForm
        write={() => Promise.reject(invalid({ logo: ['Not an image'], name: ['Bad'] }))}
        options={{ elsewhere: { logo } }}
      />,
    );
    await submit();
    expect((await screen.findByTestId('name-error')).textContent).toBe('Bad');
    expect(logo).toHaveBeenCalledWith('Not an image');
    expect(screen.queryByTestId('failure')).toBeNull();
  });

  it('saves values checked before (a confirmation) and tells how it ended', async () => {
    const outcomes: FormSaveOutcome[] = [];
    const confirm = async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      });
    };
    const answers = [
      () => Promise.resolve({ message: 'Saved', id: 1 }),
      () => Promise.reject(invalid({ name: ['Bad'] })),
      () => Promise.reject(new ApiRequestError({ status: 410, error: 'gone', message: 'Gone' })),
      () => Promise.reject(new ApiRequestError({ status: 500, error: 'server', message: 'Broken' })),
    ];
    let call = 0;
    const { alerts } = renderPortal(
      <SaveForm
        write={() => answers[call++]!()}
        onOutcome={(outcome) => outcomes.push(outcome)}
        options={{ handle: (error) => error instanceof ApiRequestError && error.status === 410 }}
      />,
    );
    for (let i = 0; i < answers.length; i++) await confirm();
    await waitFor(() => expect(outcomes).toEqual(['saved', 'fields', 'handled', 'failed']));
    expect(alerts.getSnapshot().map(({ message }) => message)).toEqual(['Saved']);
    expect(screen.getByTestId('name-error').textContent).toBe('Bad');
    expect(screen.getByTestId('failure').textContent).toBe('Broken');
  });
});
