import { errorText, type TLabel } from '@fixline/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import {
  Button,
  Card,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyList, ListSkeleton } from '../../components/list-placeholders.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { showToast } from '../../shell/toasts.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { LabelChip } from './label-chip.tsx';
import { CREATE_LABEL_PATH, deleteLabel, updateLabelPath, useLabels } from './labels-api.ts';

const claimsText = (count: number) => (count === 1 ? '1 claim' : `${count} claims`);

/** What deleting does, said before it happens: the label also leaves every claim that carries it. */
export function deleteLabelText(label: TLabel): string {
  if (label.claims === 0) return `“${label.name}” is not on any claim. Delete it?`;
  return `“${label.name}” is on ${claimsText(label.claims)}. Deleting it removes it from ${
    label.claims === 1 ? 'that claim' : `all ${label.claims}`
  } too.`;
}

function RowActions({ label, onDelete }: { label: TLabel; onDelete: () => void }) {
  const mobile = useIsMobile();
  const edit = `Edit label ${label.name}`;
  const remove = `Delete label ${label.name}`;
  if (mobile) {
    return (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={edit}>
          <IconButton component={RouterLink} to={updateLabelPath(label.id)} aria-label={edit}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={remove}>
          <IconButton onClick={onDelete} aria-label={remove} color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }
  // The visible word starts the accessible name (WCAG 2.5.3), the label's name tells the rows apart.
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={updateLabelPath(label.id)} startIcon={<EditIcon />} aria-label={edit}>
        Edit
      </Button>
      <Button onClick={onDelete} startIcon={<DeleteIcon />} color="error" aria-label={remove}>
        Delete
      </Button>
    </Stack>
  );
}

/**
 * One row a label. On phones the description and the count go under the chip, so the row keeps its two
 * buttons in view without scrolling sideways.
 */
function LabelsTable({ labels, onDelete }: { labels: TLabel[]; onDelete: (label: TLabel) => void }) {
  const mobile = useIsMobile();
  return (
    // Positioned, so the hidden 'Actions' header is placed inside it and never widens the page.
    <TableContainer component={Card} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label="Labels" sx={mobile ? { '& .MuiTableCell-root': { px: 1.5 } } : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>Label</TableCell>
            {!mobile && <TableCell>Description</TableCell>}
            {!mobile && <TableCell align="right">Claims</TableCell>}
            <TableCell align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {labels.map((label) => (
            <TableRow key={label.id} data-testid="label-row">
              <TableCell>
                <LabelChip name={label.name} colour={label.colour} />
                {mobile && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {label.description && (
                      <>
                        {label.description}
                        <br />
                      </>
                    )}
                    <span data-testid="label-claims">{claimsText(label.claims)}</span>
                  </Typography>
                )}
              </TableCell>
              {!mobile && (
                <TableCell>
                  {label.description ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      No description
                    </Typography>
                  )}
                </TableCell>
              )}
              {!mobile && (
                <TableCell align="right" data-testid="label-claims">
                  {label.claims}
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions label={label} onDelete={() => onDelete(label)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The way to a new label: in the header once there are labels, in the empty state before. */
function CreateLabelButton() {
  return (
    <Button component={RouterLink} to={CREATE_LABEL_PATH} variant="contained" color="secondary" startIcon={<AddIcon />}>
      Create label
    </Button>
  );
}

function EmptyLabels() {
  return (
    <EmptyList Icon={LabelOutlinedIcon} text="No labels yet — create one to sort claims">
      <CreateLabelButton />
    </EmptyList>
  );
}

/** /labels: the super admin's labels with how many claims carry each; create, edit and delete them. */
export default function LabelsPage() {
  const labels = useLabels();
  const queryClient = useQueryClient();
  // The dialog keeps showing its label while it closes, so `open` is apart from the label.
  const [deleting, setDeleting] = useState<TLabel | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (label: TLabel) => {
    setDeleting(label);
    setConfirming(true);
  };

  const remove = useMutation({
    mutationFn: (label: TLabel) => deleteLabel(label.id),
    onSuccess: () => {
      showToast('Label deleted', { variant: 'success' });
      setConfirming(false);
    },
    onError: (error) => {
      showToast(errorText(error), { variant: 'error' });
      // Someone else deleted it meanwhile: the list is out of date either way.
      if (isApiError(error, 404)) setConfirming(false);
    },
    // Claims lose the label too, so every cached claim and list may be out of date.
    onSettled: () => queryClient.invalidateQueries(),
  });

  const sorted = labels.data ? [...labels.data].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')) : [];

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Labels
        </Typography>
        {sorted.length > 0 && <CreateLabelButton />}
      </Stack>
      {labels.isPending && <ListSkeleton label="Loading labels" />}
      {labels.isError && <QueryErrorAlert query={labels} />}
      {labels.isSuccess &&
        (sorted.length === 0 ? <EmptyLabels /> : <LabelsTable labels={sorted} onDelete={askDelete} />)}
      <ConfirmDialog
        open={confirming}
        title={deleting ? `Delete label ${deleting.name}` : 'Delete label'}
        text={deleting ? deleteLabelText(deleting) : undefined}
        confirmLabel="Delete label"
        color="error"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
