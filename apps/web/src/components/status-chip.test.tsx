import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from '@fixline/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './status-chip.tsx';

describe('<StatusChip>', () => {
  it.each(CLAIM_STATUSES)('shows %s with the spec label', (status) => {
    render(<StatusChip status={status} />);
    expect(screen.getByText(CLAIM_STATUS_LABELS[status])).not.toBeNull();
  });

  it('reads the spec labels, not the status keys', () => {
    render(<StatusChip status="awaiting-pickup" />);
    expect(screen.queryByText('Awaiting Repair')).not.toBeNull();
    expect(screen.queryByText('awaiting-pickup')).toBeNull();
  });

  it('gives statuses of one stage one look and other stages another', () => {
    const stageOf = (status: (typeof CLAIM_STATUSES)[number]) => {
      const { container, unmount } = render(<StatusChip status={status} />);
      const chip = container.firstElementChild;
      const look = { stage: chip?.getAttribute('data-stage'), className: chip?.className };
      unmount();
      return look;
    };
    const inRepair = stageOf('in-repair');
    const finished = stageOf('finished');
    const paid = stageOf('paid');
    expect(inRepair).toEqual(finished);
    expect(inRepair.stage).toBe('repair');
    expect(paid.className).not.toBe(inRepair.className);
  });
});
