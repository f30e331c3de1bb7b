import { useCallback, useEffect, useState } from 'react';
import { type FnolDraft, type FnolStep, newDraft } from './fnol-draft.ts';
import { readDraft, saveDraft } from './fnol-store.ts';

/** Chooses the report's Idempotency-Key: random, once per wizard session. */
const newKey = () => crypto.randomUUID();

/**
 * The draft of the report, read from the browser's database and written back after every change: a
 * reload, a closed tab or a lost signal resumes where the driver was. A code in the link fills an
 * empty draft's first step; a draft already under way keeps its own.
 */
export function useFnolDraft(codeInLink: string | null) {
  const [draft, setDraft] = useState<FnolDraft | null>(null);
  /** Writing failed (private browsing, a full disk): the wizard still works, but not across a reload. */
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    let live = true;
    readDraft()
      .catch(() => undefined)
      .then((stored) => {
        if (!live) return;
        const fresh = newDraft(codeInLink?.trim() ?? '', newKey());
        const keep = stored && (stored.step !== 'insurer' || !codeInLink);
        setDraft(keep ? stored : { ...fresh, key: stored?.key ?? fresh.key });
      });
    return () => {
      live = false;
    };
  }, [codeInLink]);

  const change = useCallback((patch: Partial<FnolDraft>) => {
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      saveDraft(next).then(
        () => setUnsaved(false),
        () => setUnsaved(true),
      );
      return next;
    });
  }, []);

  const goTo = useCallback((step: FnolStep) => change({ step }), [change]);

  /** Starts again with nothing filled in, and a new key: a new report. */
  const restart = useCallback(() => {
    const fresh = newDraft('', newKey());
    setDraft(fresh);
    void saveDraft(fresh).catch(() => setUnsaved(true));
  }, []);

  return { draft, change, goTo, restart, unsaved };
}
