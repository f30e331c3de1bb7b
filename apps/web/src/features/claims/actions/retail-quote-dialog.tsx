import { ZPoundsText, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PoundsField } from '../../../components/pounds-field.tsx';
import { COST_LABELS } from '../cost-labels.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

type QuoteAction = 'add-retail-quote' | 'add-simple-retail-quote' | 'add-complex-retail-quote';

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The form speaks pounds; the request, pence. Lines and coupon for the itemised quote, a price for the simple one. */
const ZRetailQuoteForm = z
  .object({
    cost: ZPoundsText,
    costRepairer: ZPoundsText,
    priceId: z.string().max(255).transform(blankToUndefined),
    couponId: z.string().max(255).transform(blankToUndefined),
    items: z.array(z.object({ description: z.string().trim().min(1).max(200), amount: ZPoundsText })),
  })
  .transform(({ items, ...rest }) => ({ ...rest, items: items.length > 0 ? items : undefined }));
type RetailQuoteFormInput = z.input<typeof ZRetailQuoteForm>;

const TEXTS: Record<QuoteAction, string> = {
  'add-retail-quote': 'One line, the repair. The driver is mailed a link to accept it. Amounts in pounds.',
  'add-simple-retail-quote':
    'A price the payment provider already has (its id), or leave it empty to make one. The driver is mailed a link to accept it.',
  'add-complex-retail-quote':
    'The quote’s lines, an optional coupon, and what the driver pays: the lines less the coupon. The driver is mailed a link to accept it.',
};

/**
 * A retail quote for the driver (super admins): plain, at a price of the provider, or itemised with a
 * coupon. The claim then shows the provider's id for it (quoteStripeId) in its Costs.
 */
function RetailQuoteDialog({ action, runner, onClose }: ActionDialogProps & { action: QuoteAction }) {
  const itemised = action === 'add-complex-retail-quote';
  const form = useForm<RetailQuoteFormInput, unknown, z.output<typeof ZRetailQuoteForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZRetailQuoteForm),
    defaultValues: {
      cost: '',
      costRepairer: '',
      priceId: '',
      couponId: '',
      items: itemised ? [{ description: '', amount: '' }] : [],
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const submit = form.handleSubmit(({ cost, costRepairer, priceId, couponId, items }) => {
    const body =
      action === 'add-complex-retail-quote'
        ? { items, cost, costRepairer, ...(couponId ? { couponId } : {}) }
        : action === 'add-simple-retail-quote'
          ? { cost, costRepairer, ...(priceId ? { priceId } : {}) }
          : { cost, costRepairer };
    runner.mutate({ action, body }, { onSuccess: onClose });
  });
  return (
    <ActionFormDialog action={action} text={TEXTS[action]} onConfirm={submit} runner={runner} onClose={onClose}>
      {itemised && (
        <Stack spacing={1} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Lines
          </Typography>
          {lines.fields.map((line, index) => (
            <Box key={line.id} sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 1 }}>
              <FormTextField form={form} name={`items.${index}.description`} label={`Line ${index + 1}`} />
              <PoundsField form={form} name={`items.${index}.amount`} label={`Line ${index + 1} amount`} />
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => lines.append({ description: '', amount: '' })}>
            Add a line
          </Button>
          <FormTextField form={form} name="couponId" label="Coupon code" required={false} autoComplete="off" />
        </Stack>
      )}
      {action === 'add-simple-retail-quote' && (
        <FormTextField form={form} name="priceId" label="Price id" required={false} autoComplete="off" />
      )}
      <PoundsField form={form} name="cost" label={itemised ? 'Driver pays (after the coupon)' : COST_LABELS.cost} />
      <PoundsField form={form} name="costRepairer" label={COST_LABELS.costRepairer} />
    </ActionFormDialog>
  );
}

export const AddRetailQuoteDialog = (props: ActionDialogProps) => (
  <RetailQuoteDialog {...props} action="add-retail-quote" />
);
export const AddSimpleRetailQuoteDialog = (props: ActionDialogProps) => (
  <RetailQuoteDialog {...props} action="add-simple-retail-quote" />
);
export const AddComplexRetailQuoteDialog = (props: ActionDialogProps) => (
  <RetailQuoteDialog {...props} action="add-complex-retail-quote" />
);
