import { useCallback, useEffect, useRef, useState } from 'react';
import { type FnolDraft, type FnolStep, newDraft } from './fnol-draft.ts';

/**
 * The browser's database (idb), loaded once the first step is drawn: the page draws nothing from it
 * before it answers, so it stays out of the page's first script (its budget, verify/budgets).
 */
const store = () => import('./fnol-store.ts');

/** Chooses the report's Idempotency-Key: random, once per wizard session. */
const newKey = () => crypto.randomUUID();

/**
 * The draft of the report, read from the browser's database and written back after every change: a
 * reload, a closed tab or a lost signal resumes where the driver was. A code in the link fills an
 * empty draft's first step; a draft already under way keeps its own.
 *
 * Until the database answers, the draft is a new report's first step, so the form is there at once,
 * as the frame drawn at build time shows it (public-frame/): most drivers report once and have no
 * draft. A draft under way then takes its place. Nothing is written before the read, so what a driver
 * types in those first milliseconds can never overwrite a draft under way; it is saved with the next change.
 */
export function useFnolDraft(codeInLink: string | null) {
  const [draft, setDraft] = useState<FnolDraft>(() => newDraft(codeInLink?.trim() ?? '', newKey()));
  /** Whether the browser's database has answered, and the draft is the one to keep. */
  const [restored, setRestored] = useState(false);
  const saving = useRef(false);
  /** Writing failed (private browsing, a full disk): the wizard still works, but not across a reload. */
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    let live = true;
    store()
      .then((fnolStore) => fnolStore.readDraft())
      .catch(() => undefined)
      .then((stored) => {
        if (!live) return;
        const keep = stored && (stored.step !== 'insurer' || !codeInLink);
        const linked = codeInLink ? { fnolCode: codeInLink.trim(), insurerName: null } : {};
        // A draft kept by an earlier version lacks the fields added since: they start empty.
        setDraft((current) =>
          keep
            ? { ...newDraft(stored.fnolCode, stored.key), ...stored }
            : { ...current, ...linked, key: stored?.key ?? current.key },
        );
        saving.current = true;
        setRestored(true);
      });
    return () => {
      live = false;
    };
  }, [codeInLink]);

  const change = useCallback((patch: Partial<FnolDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      if (saving.current) {
        store()
          .then((fnolStore) => fnolStore.saveDraft(next))
          .then(
            () => setUnsaved(false),
            () => setUnsaved(true),
          );
      }
      return next;
    });
  }, []);

  const goTo = useCallback((step: FnolStep) => change({ step }), [change]);

  /** Starts again with nothing filled in, and a new key: a new report. */
  const restart = useCallback(() => {
    const fresh = newDraft('', newKey());
    setDraft(fresh);
    void store()
      .then((fnolStore) => fnolStore.saveDraft(fresh))
      .catch(() => setUnsaved(true));
  }, []);

  return { draft, restored, change, goTo, restart, unsaved };
}
