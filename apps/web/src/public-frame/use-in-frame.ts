import { createContext, use } from 'react';

/** True only inside a frame the build draws (frames.tsx); the browser's render never sets it. */
export const InFrame = createContext(false);

/**
 * The one way a page knows it is being drawn as its frame at build time (README.md): what needs the
 * scripts to work (a field someone could type into) waits for them visibly there, since the scripts'
 * first render replaces the frame and would drop what was typed into it.
 */
export function useInFrame(): boolean {
  return use(InFrame);
}
