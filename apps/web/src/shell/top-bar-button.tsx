import { Button, IconButton, type TooltipProps } from '@mui/material';
import { type MouseEvent, type ReactElement, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLoadedComponent } from '../components/use-loaded-component.ts';
import { VisuallyHidden } from '../components/visually-hidden.tsx';

/**
 * The phones' tooltips load just after the first render, not with it: MUI's Tooltip brings Popper.js
 * (about 11 KiB gzipped), and the button works, and is named, without it. Until it arrives the button
 * is shown on its own; nothing has focus that early in a page's life to be lost when it is wrapped. It
 * arrives in a transition, in a commit of its own: a tooltip sets its state as it mounts, which made
 * React render again at once, and inside the page's first commit that pulled the page's effects (its
 * first reads among them) into the same long task (docs/decisions/0038-shorter-tasks-after-the-first-paint.md).
 */
const loadTooltip = () =>
  import('@mui/material/Tooltip').then(
    (module) => module.default,
    // A tooltip whose code did not arrive is left out: the button works and is named without it.
    () => WithoutTooltip,
  );

const WithoutTooltip = ({ children }: TooltipProps) => children;

function PhoneTooltip(props: TooltipProps) {
  const Tooltip = useLoadedComponent(loadTooltip);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}

interface TopBarButtonProps {
  label: string;
  icon: ReactElement;
  /** Icon only, with the label as aria-label and tooltip (spec section 2, small screens). */
  iconOnly: boolean;
  to?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Read after the name, such as the count on the notifications' badge. A button that has one always
   * carries its label as aria-label, so what its icon shows never becomes part of its name.
   */
  description?: string;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/** One button of the top bar, text with icon on desktop and icon only on phones. */
export function TopBarButton({ label, icon, iconOnly, to, onClick, description, ...aria }: TopBarButtonProps) {
  const descriptionId = useId();
  // The tooltip closes when the button is pressed: the dialog or menu it opens covers the pointer, which
  // never leaves the button, and a tooltip left open behind a backdrop is dimmed text no one can read.
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const link = to ? { component: RouterLink, to } : {};
  const described = description !== undefined;
  const descriptionText = described ? (
    <VisuallyHidden>
      <span id={descriptionId}>{description}</span>
    </VisuallyHidden>
  ) : null;
  const named = { 'aria-label': described || iconOnly ? label : undefined };
  const describedBy = { 'aria-describedby': described ? descriptionId : undefined };

  if (iconOnly) {
    const button = (
      <IconButton
        color="inherit"
        onClick={(event) => {
          setTooltipOpen(false);
          onClick?.(event);
        }}
        {...link}
        {...named}
        {...describedBy}
        {...aria}
      >
        {icon}
      </IconButton>
    );
    return (
      <>
        <PhoneTooltip
          title={label}
          open={tooltipOpen}
          onOpen={() => setTooltipOpen(true)}
          onClose={() => setTooltipOpen(false)}
        >
          {button}
        </PhoneTooltip>
        {descriptionText}
      </>
    );
  }
  return (
    <>
      <Button color="inherit" startIcon={icon} onClick={onClick} {...link} {...named} {...describedBy} {...aria}>
        {label}
      </Button>
      {descriptionText}
    </>
  );
}
