import type { TLabel, ZLabelRequest, z } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const LABELS_PATH = '/labels';
export const CREATE_LABEL_PATH = '/createLabel';
export const updateLabelPath = (labelId: string) => `/updateLabel/${encodeURIComponent(labelId)}`;

/** Every label query starts with this key, so one invalidation refreshes the list, each label and pickers. */
export const labelsKey = ['labels'] as const;
const labelKey = (labelId: string) => [...labelsKey, labelId] as const;
const apiPath = (labelId?: string) => (labelId ? `/api/labels/${encodeURIComponent(labelId)}` : '/api/labels');

/** The label list rarely changes while someone works: a minute before it is asked for again. */
const LABELS_STALE_MS = 60_000;

/** GET /api/labels: every label with how many claims carry it, for the list page and the claim page. */
export function useLabels() {
  return useQuery({
    queryKey: labelsKey,
    queryFn: ({ signal }) => apiRequest<TLabel[]>(apiPath(), { signal }),
    staleTime: LABELS_STALE_MS,
  });
}

export function useLabel(labelId: string) {
  return useQuery({
    queryKey: labelKey(labelId),
    queryFn: ({ signal }) => apiRequest<TLabel>(apiPath(labelId), { signal }),
  });
}

/** POST for a new label, PUT for an existing one; the same body either way. */
export function saveLabel(labelId: string | undefined, body: z.output<typeof ZLabelRequest>): Promise<TLabel> {
  return apiRequest<TLabel>(apiPath(labelId), { method: labelId ? 'PUT' : 'POST', body });
}

export function deleteLabel(labelId: string): Promise<void> {
  return apiRequest<void>(apiPath(labelId), { method: 'DELETE' });
}

/** Label colours by name, case ignored as the server compares names. */
export function coloursByName(labels: readonly TLabel[] | undefined): Map<string, string> {
  return new Map((labels ?? []).map((label) => [label.name.toLowerCase(), label.colour]));
}
