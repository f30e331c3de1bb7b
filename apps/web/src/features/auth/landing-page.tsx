import { PRODUCT_NAME } from '@fixline/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ShieldIcon from '@mui/icons-material/Shield';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';

interface Audience {
  title: string;
  text: string;
  Icon: SvgIconComponent;
}

const AUDIENCES: readonly Audience[] = [
  {
    title: 'Insurers',
    text: 'Register claims, authorise quotes and bids, and follow every repair from first notice of loss to payment.',
    Icon: ShieldIcon,
  },
  {
    title: 'Garages and bodyshops',
    text: 'Find repair jobs in the marketplace, bid, book the car in and get paid, all in one place.',
    Icon: BuildIcon,
  },
  {
    title: 'Drivers',
    text: 'Report damage from your phone, choose a pickup or repair date, accept your quote and pay.',
    Icon: DirectionsCarIcon,
  },
];

/** The public start page: what Fixline is, for whom, and the way in. */
export default function LandingPage() {
  const { user } = useAuth();
  const cta = user ? { to: defaultPathFor(user), label: 'Go to your work' } : { to: '/login', label: 'Sign in' };

  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{
          borderRadius: 2,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 8 },
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <Typography id="landing-title" variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Vehicle repair claims, fixed in one line
        </Typography>
        <Typography variant="h6" component="p" sx={{ maxWidth: 640, mb: 4, fontWeight: 400 }}>
          {PRODUCT_NAME} connects insurers, garages and drivers: from first notice of loss through quote authorisation,
          a repair marketplace, the repair itself and payment.
        </Typography>
        <Button component={RouterLink} to={cta.to} variant="contained" color="secondary" size="large">
          {cta.label}
        </Button>
      </Box>

      <Box
        component="section"
        aria-label="Who Fixline is for"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {AUDIENCES.map(({ title, text, Icon }) => (
          <Card key={title} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
              <Typography variant="h5" component="h2" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
