import { CLAIM_ACTIONS, type TClaim } from '@fixline/domain';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useLoadedComponent } from '../../components/use-loaded-component.ts';
import { whenIdle } from '../../components/when-idle.ts';
import { LabelChip } from '../labels/label-chip.tsx';
import { coloursByName, useLabels } from '../labels/labels-api.ts';
import { AddLabelFormLayout } from './add-label-form-layout.tsx';
import { canTake } from './claim-api.ts';
import { ClaimSection } from './claim-section.tsx';
import { useClaimAction } from './use-claim-action.ts';

/**
 * The picker mounts once the claim is on screen and the browser idle, in a frame of its shape meanwhile:
 * at the second idle moment, not the comment form's first, since the two mounting together made one long
 * task of the claim page's (docs/decisions/0037-signed-in-pages-arrive-drawn.md).
 */
const loadAddLabelForm = () =>
  whenIdle(1000)
    .then(() => whenIdle(1000))
    .then(() => import('./add-label-form.tsx'))
    .then((module) => module.AddLabelForm);

/** The claim's labels in their colours; with the right, a picker to add one and a remove button beside each. */
export function ClaimLabels({ claim }: { claim: TClaim }) {
  const mayAdd = canTake(claim, 'add-label');
  if (claim.labels.length === 0 && !mayAdd) return null;
  return <LabelsSection claim={claim} mayAdd={mayAdd} />;
}

function LabelsSection({ claim, mayAdd }: { claim: TClaim; mayAdd: boolean }) {
  const runner = useClaimAction(claim);
  const AddLabelForm = useLoadedComponent(loadAddLabelForm);
  const labels = useLabels();
  const mayRemove = canTake(claim, 'remove-label');
  // A name without a label entity (deleted meanwhile, or the list did not load) keeps the default chip.
  const colours = coloursByName(labels.data);
  const onClaim = new Set(claim.labels.map((name) => name.toLowerCase()));
  const addable = (labels.data ?? [])
    .filter((label) => !onClaim.has(label.name.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

  return (
    <ClaimSection title="Labels">
      {claim.labels.length === 0 ? (
        <Typography color="text.secondary">No labels yet. Add one to find this claim again quickly.</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
          {claim.labels.map((label) => (
            <Box component="li" key={label} sx={{ display: 'inline-flex', alignItems: 'center', listStyle: 'none' }}>
              <LabelChip name={label} colour={colours.get(label.toLowerCase())} />
              {mayRemove && (
                <IconButton
                  size="small"
                  aria-label={`${CLAIM_ACTIONS['remove-label'].label} ${label}`}
                  disabled={runner.isPending}
                  onClick={() => runner.mutate({ action: 'remove-label', label })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {mayAdd &&
        (AddLabelForm ? (
          <AddLabelForm
            labels={addable}
            loading={labels.isPending}
            failed={labels.isError}
            busy={runner.isPending}
            onAdd={(label, done) => runner.mutate({ action: 'add-label', label: label.name }, { onSuccess: done })}
          />
        ) : (
          <AddLabelFormLayout busy />
        ))}
    </ClaimSection>
  );
}
