import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useSecondCommit } from './use-second-commit.ts';

function Staged({ ready, commits }: { ready?: boolean; commits: boolean[] }) {
  const later = useSecondCommit(ready);
  useEffect(() => {
    commits.push(later);
  });
  return <p>{later ? 'Lower part' : 'Upper part only'}</p>;
}

describe('useSecondCommit', () => {
  it('is false in the first commit and true from the next', async () => {
    const commits: boolean[] = [];
    render(<Staged commits={commits} />);
    expect(await screen.findByText('Lower part')).not.toBeNull();
    expect(commits).toEqual([false, true]);
  });

  it('waits for what it is given to be ready, and is false whenever it is not', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(<Staged ready={false} commits={commits} />);
    expect(screen.getByText('Upper part only')).not.toBeNull();
    rerender(<Staged ready commits={commits} />);
    expect(await screen.findByText('Lower part')).not.toBeNull();
    expect(commits).toEqual([false, false, true]);
    rerender(<Staged ready={false} commits={commits} />);
    expect(screen.getByText('Upper part only')).not.toBeNull();
  });
});
