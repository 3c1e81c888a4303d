import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ShellRoutingProvider, useShellRouting } from './shell-routing';

describe('ShellRoutingProvider: the router as the shell sees it', () => {
  it('gives the path and navigate of the provider; nothing without one', () => {
    const navigate = (_href: string) => {};
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellRoutingProvider currentPath="/de/c/waagen/" navigate={navigate}>
        {children}
      </ShellRoutingProvider>
    );
    expect(renderHook(useShellRouting, { wrapper }).result.current).toEqual({
      currentPath: '/de/c/waagen/',
      navigate,
    });
    expect(renderHook(useShellRouting).result.current).toEqual({});
  });
});
