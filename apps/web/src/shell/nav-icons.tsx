import type { SvgIconComponent } from '@mui/icons-material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CarRepairIcon from '@mui/icons-material/CarRepair';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MailIcon from '@mui/icons-material/EmailOutlined';
import GarageIcon from '@mui/icons-material/Garage';
import HubIcon from '@mui/icons-material/Hub';
import LabelIcon from '@mui/icons-material/Label';
import ListIcon from '@mui/icons-material/List';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SearchIcon from '@mui/icons-material/Search';

/** The icon names used by NavEntry.icon in the domain's route table. */
const NAV_ICONS: Record<string, SvgIconComponent> = {
  build: BuildIcon,
  carRepair: CarRepairIcon,
  list: ListIcon,
  dashboard: DashboardIcon,
  search: SearchIcon,
  garage: GarageIcon,
  map: MapIcon,
  business: BusinessIcon,
  addBusiness: AddBusinessIcon,
  personAdd: PersonAddIcon,
  label: LabelIcon,
  requestQuote: RequestQuoteIcon,
  people: PeopleIcon,
  mail: MailIcon,
  hub: HubIcon,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = NAV_ICONS[name] ?? ListIcon;
  return <Icon aria-hidden />;
}
