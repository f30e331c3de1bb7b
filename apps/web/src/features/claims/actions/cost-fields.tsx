import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PoundsField } from '../../../components/pounds-field.tsx';
import { COST_LABELS } from '../cost-labels.ts';

/** What the client pays and what the repairer is paid, in pounds: a quote's or a bid's authorisation. */
export function CostFields<TOut extends FieldValues>({
  form,
}: {
  form: UseFormReturn<{ cost: string; costRepairer: string }, unknown, TOut>;
}) {
  return (
    <>
      <PoundsField form={form} name="cost" label={COST_LABELS.cost} />
      <PoundsField form={form} name="costRepairer" label={COST_LABELS.costRepairer} />
    </>
  );
}
