import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form's layout that is drawn before the form's own code has arrived or mounted: with a plain,
 * disabled stand-in of its field until then (`field` absent), so the page does not move when it does.
 */
export interface DeferredFormLayoutProps {
  field?: ReactNode;
  busy: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}
