import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedComponent } from './use-loaded-component.ts';

const Loaded = ({ name }: { name: string }) => <p>Loaded for {name}</p>;

function Part({ load }: { load: () => Promise<typeof Loaded> }) {
  const LoadedPart = useLoadedComponent(load);
  return LoadedPart ? <LoadedPart name="Dana" /> : <p>Stand-in</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {(this.state.error as Error).message}</p> : this.props.children;
  }
}

describe('useLoadedComponent', () => {
  it('draws the stand-in until the component has loaded, then the component with its props', async () => {
    const load = vi.fn(async () => Loaded);
    render(<Part load={load} />);
    expect(screen.getByText('Stand-in')).not.toBeNull();
    expect(await screen.findByText('Loaded for Dana')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary, as React.lazy does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <Boundary>
        <Part load={() => Promise.reject(new Error('offline'))} />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: offline')).not.toBeNull();
  });
});
