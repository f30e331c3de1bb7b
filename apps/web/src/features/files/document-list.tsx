import type { TClaimFile } from '@fixline/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useFileSource } from './claim-files-api.ts';
import { FileActions } from './file-actions.tsx';
import { FileCaption } from './file-caption.tsx';

/** The browser's own PDF viewer in a frame: desktops only, phones' browsers do not draw PDFs in frames. */
function PdfPreview({ file }: { file: TClaimFile }) {
  const source = useFileSource(file.id, 'full');
  if (!source.data) return null;
  if (source.data.failed) return <Alert severity="warning">This document could not be loaded: try again later.</Alert>;
  return (
    <Box
      component="iframe"
      title={`Preview of ${file.name}`}
      src={source.data.url}
      sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

/** A claim's PDF documents: each to open or delete, and on a desktop one at a time previewed beside the list. */
export function DocumentList({ claimId, documents }: { claimId: string; documents: readonly TClaimFile[] }) {
  const mobile = useIsMobile();
  const [previewId, setPreviewId] = useState(documents[0]?.id);
  const previewed = documents.find((d) => d.id === previewId) ?? documents[0];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: mobile ? '1fr' : 'minmax(280px, 1fr) 2fr' }}>
      <Stack component="ul" spacing={1} aria-label="Documents" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.map((file) => (
          <Card component="li" key={file.id} variant="outlined" aria-current={!mobile && file.id === previewed?.id}>
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}>
                <PictureAsPdfIcon color="error" aria-hidden /> {file.name}
              </Typography>
              <FileCaption file={file} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {!mobile && (
                  <Button onClick={() => setPreviewId(file.id)} disabled={file.id === previewed?.id}>
                    Preview
                  </Button>
                )}
                <FileActions claimId={claimId} file={file} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {!mobile && previewed && <PdfPreview key={previewed.id} file={previewed} />}
    </Box>
  );
}
