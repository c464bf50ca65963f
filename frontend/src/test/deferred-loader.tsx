import type { ComponentType } from 'react';
import { vi } from 'vitest';

/** A component a lazily loaded module stands for in the tests of lazy loading. */
export function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

export type GreetingModule = { default: ComponentType<{ name: string }> };

/** A loader whose import is settled by the test. */
export function deferredLoader() {
  let settle: { resolve: (module: GreetingModule) => void; reject: (error: Error) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<GreetingModule>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve({ default: Greeting }),
    reject: () => settle?.reject(new Error('chunk failed')),
  };
}
