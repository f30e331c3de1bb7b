import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { newDraft, reportBody } from './fnol-draft.ts';
import {
  FNOL_DB,
  finishReport,
  queueFile,
  readCompleted,
  readDraft,
  readFiles,
  readOutbox,
  saveOutbox,
} from './fnol-store.ts';
import { useFnolDraft } from './use-fnol-draft.ts';

/** Each test starts from the wizard's database as a first visit finds it (its stores made, empty). */
async function freshDatabase() {
  await readDraft();
  const db = await openDB(FNOL_DB.name, FNOL_DB.version);
  await Promise.all([db.clear('state'), db.clear('files')]);
  db.close();
}

describe('the wizard’s draft', () => {
  it('starts from the link’s code with a fresh key, and is there again after a reload', async () => {
    await freshDatabase();
    const first = renderHook(() => useFnolDraft('NORTHWIND'));
    await waitFor(() => expect(first.result.current.restored).toBe(true));
    const started = first.result.current.draft;
    expect(started).toMatchObject({ fnolCode: 'NORTHWIND', step: 'insurer' });
    expect(started?.key).toMatch(/^[0-9a-f-]{36}$/);

    act(() => first.result.current.change({ step: 'incident', registration: 'AB12CDE', make: 'Ford' }));
    await waitFor(async () => expect((await readDraft())?.step).toBe('incident'));
    first.unmount();

    // A reload: the link's code is there again, and the draft under way wins over it.
    const again = renderHook(() => useFnolDraft('NORTHWIND'));
    await waitFor(() => expect(again.result.current.restored).toBe(true));
    expect(again.result.current.draft).toMatchObject({
      key: started?.key,
      step: 'incident',
      registration: 'AB12CDE',
      make: 'Ford',
    });
  });

  it('takes a new link’s code while still on the first step, keeping the session’s key', async () => {
    await freshDatabase();
    const first = renderHook(() => useFnolDraft(null));
    await waitFor(() => expect(first.result.current.restored).toBe(true));
    act(() => first.result.current.change({ fnolCode: 'typo' }));
    await waitFor(async () => expect((await readDraft())?.fnolCode).toBe('typo'));
    const key = first.result.current.draft?.key;
    first.unmount();
    const linked = renderHook(() => useFnolDraft('HARBOUR'));
    await waitFor(() => expect(linked.result.current.restored).toBe(true));
    expect(linked.result.current.draft?.fnolCode).toBe('HARBOUR');
    expect(linked.result.current.draft?.key).toBe(key);
  });
});

describe('the wizard’s first moments', () => {
  it('show a new report’s first step before the database answers, which never writes over a draft under way', async () => {
    await freshDatabase();
    const first = renderHook(() => useFnolDraft(null));
    await waitFor(() => expect(first.result.current.restored).toBe(true));
    act(() => first.result.current.change({ step: 'vehicle', fnolCode: 'NORTHWIND' }));
    await waitFor(async () => expect((await readDraft())?.step).toBe('vehicle'));
    first.unmount();

    const again = renderHook(() => useFnolDraft(null));
    expect(again.result.current).toMatchObject({ restored: false, draft: { step: 'insurer', fnolCode: '' } });
    act(() => again.result.current.change({ fnolCode: 'TYPED TOO SOON' }));
    await waitFor(() => expect(again.result.current.restored).toBe(true));
    expect(again.result.current.draft).toMatchObject({ step: 'vehicle', fnolCode: 'NORTHWIND' });
    expect(await readDraft()).toMatchObject({ step: 'vehicle', fnolCode: 'NORTHWIND' });
  });
});

describe('the wizard’s store', () => {
  it('keeps the outbox with its key and body until the report is finished, then keeps only what /fnol/complete shows', async () => {
    await freshDatabase();
    const draft = newDraft('NORTHWIND', 'key-7');
    await saveOutbox({ key: draft.key, body: reportBody(draft), answer: null });
    await queueFile({ id: 'f1', name: 'a.jpg', type: 'image/jpeg', blob: new Blob(['x'], { type: 'image/jpeg' }) });
    expect((await readOutbox())?.key).toBe('key-7');
    expect(await readFiles()).toHaveLength(1);

    await finishReport({
      reference: 'FX-000042',
      insurerName: 'Northwind Insurance',
      filesLeft: 0,
      submittedAt: 'now',
    });
    expect(await readOutbox()).toBeUndefined();
    expect(await readDraft()).toBeUndefined();
    expect(await readFiles()).toEqual([]);
    expect(await readCompleted()).toMatchObject({ reference: 'FX-000042', insurerName: 'Northwind Insurance' });
  });
});
