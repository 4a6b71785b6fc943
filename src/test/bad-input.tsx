// Bad input on a form, as a table: each row enters text into fields by their labels
// (pasted, as from a clipboard, after clearing what the field held), submits, and expects one of
// three outcomes: the spec's exact message with nothing sent, the call sent with the given fields,
// or the submit control disabled with nothing sent. Whatever the outcome, every field shows what
// the row says it shows, by default exactly what was entered: nothing typed is lost.
import { expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';

// The tables render many pages in a row on a machine shared with other test files: waits for a
// page to be ready or a message to show get 5 s, not 1.
configure({ asyncUtilTimeout: 5000 });

export type Outcome =
  /** The form shows this message (docs/product/validation.md's text) and sends nothing. */
  | { message: string }
  /** The call goes out with these fields (a subset of what it sends). */
  | { sends: Record<string, string> }
  /** The submit control stays disabled and nothing is sent. */
  | { blocked: true };

export interface BadInput {
  /** What the shopper does: the row's name. */
  name: string;
  /** Field label → text entered, in this order. */
  enter: Record<string, string>;
  /** Field label → what the field shows afterwards, where it differs from what was entered. */
  shows?: Record<string, string>;
  outcome: Outcome;
  /** The page's URL for this row, where the form's default does not fit. */
  at?: string;
}

export interface FormUnderTest {
  /** Renders the form at `url` and resolves once it can be filled. */
  render: (url: string) => Promise<void>;
  url: string;
  /** The submit control's accessible name. */
  submit: string;
  /** The end of the call's path (`/api/login`). */
  call: string;
  /** The sent fields the rows compare, from the call's parameters (default: the parameters). */
  sent?: (params: URLSearchParams) => Record<string, string>;
  /** The form's visible message (default: its role="alert" element). */
  message?: () => string;
}

/** The parameters of a call: the query of a GET, the form or multipart body of anything else. */
async function paramsOf(request: Request): Promise<URLSearchParams> {
  const url = new URL(request.url);
  if (request.method === 'GET') return url.searchParams;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const params = new URLSearchParams();
    for (const [key, value] of await request.clone().formData())
      if (typeof value === 'string') params.append(key, value);
    return params;
  }
  return new URLSearchParams(await request.clone().text());
}

/** The input or textarea a label names (antd-mobile also puts an aria-label on its wrapper). */
function fieldOf(label: string): HTMLInputElement | HTMLTextAreaElement {
  const fields = screen
    .getAllByLabelText(label)
    .filter((el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement);
  expect(fields, `one field labelled ${label}`).toHaveLength(1);
  return fields[0];
}
const fieldValue = (label: string) => fieldOf(label).value;

/** The rows as tests of one form, each on a freshly rendered page. */
export function badInputTable(server: SetupServer, form: FormUnderTest, rows: readonly BadInput[]) {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const user = userEvent.setup();
    const calls: Promise<URLSearchParams>[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(form.call)) calls.push(paramsOf(request));
    };
    await form.render(row.at ?? form.url);
    server.events.on('request:start', listener);
    try {
      for (const [label, text] of Object.entries(row.enter)) {
        const field = fieldOf(label);
        await user.clear(field);
        if (text !== '') {
          await user.click(field);
          await user.paste(text);
        }
      }
      const expected = { ...row.enter, ...row.shows };
      const shown = () =>
        Object.fromEntries(Object.keys(expected).map((label) => [label, fieldValue(label)]));
      expect(shown()).toEqual(expected);

      const submit = screen.getByRole('button', { name: form.submit });
      const { outcome } = row;
      if ('blocked' in outcome) {
        expect(submit).toBeDisabled();
      } else {
        await user.click(submit);
        if ('message' in outcome) {
          const message = form.message ?? (() => screen.getByRole('alert').textContent);
          await waitFor(() => expect(message()).toBe(outcome.message));
          expect(shown()).toEqual(expected);
        } else {
          await waitFor(() => expect(calls).toHaveLength(1));
          const params = await calls[0];
          expect((form.sent ?? ((p) => Object.fromEntries(p)))(params)).toMatchObject(outcome.sends);
        }
      }
      if (!('sends' in outcome)) expect(calls).toHaveLength(0);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
}

/** Text of `n` copies of `unit`, for the rows at and over a cap. */
export const times = (unit: string, n: number) => unit.repeat(n);

/** A payload that must stay text wherever it is typed. */
export const HTML_PAYLOAD = '<img src=x onerror=alert(1)>';
