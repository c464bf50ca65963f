import { isValidElement, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import type { FieldValues, FormState, UseFormReturn } from 'react-hook-form';

// react-hook-form keeps a form's `formState` (ready, submitted, errors, ...) in the React state of the
// component that calls `useForm`: the step. It sets it in a layout effect right after the step first
// appears (`isReady`), and again when something the step reads from it changes. An update from a layout
// effect renders at once, in the task of the commit that showed the step, and it rendered every field of
// the step again: the step created its children anew, and the form's context (which carried
// `formState`) changed for every field that reads it. That was one long task each time a step
// appeared, 10-32 ms on a development machine, four times that on Lighthouse's phone. The
// fields need none of it: each follows its own value and error (`useController`, `useWatch`). With the
// two hooks below, such an update renders the step and its <form>, and React skips the fields.

/**
 * `form.formState` as one object for the life of the form, read through to the form's latest state: the
 * form's context keeps its value, so a change of `formState` alone re-renders no field. A field that
 * reads it (in a handler: `formState.isSubmitted`) reads the current state.
 */
export function useLiveFormState<T extends FieldValues>(form: UseFormReturn<T>): FormState<T> {
  return useMemo(() => {
    const current = () => form.formState as object;
    return new Proxy({} as FormState<T>, {
      get: (_target, key) => Reflect.get(current(), key),
      has: (_target, key) => Reflect.has(current(), key),
      ownKeys: () => Reflect.ownKeys(current()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
        // A proxy may only report a property its (empty) target lacks as configurable.
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  }, [form]);
}

/** Whether two props objects hold the same values, `children` compared as elements (`sameNode`). */
function sameProps(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) =>
    key === 'children'
      ? sameNode(previous.children as ReactNode, next.children as ReactNode)
      : Object.hasOwn(previous, key) && Object.is(previous[key], next[key]),
  );
}

/**
 * Whether `next` describes what `previous` does: the same text, or elements of the same type and key
 * whose props hold the same values (a handler or a list made anew in the render is a different value,
 * so an element given one is never taken for the same), children compared the same way.
 */
function sameNode(previous: ReactNode, next: ReactNode): boolean {
  if (Object.is(previous, next)) return true;
  if (Array.isArray(previous) && Array.isArray(next)) {
    return previous.length === next.length && next.every((child, index) => sameNode(previous[index], child));
  }
  if (isValidElement(previous) && isValidElement(next)) {
    return (
      previous.type === next.type &&
      previous.key === next.key &&
      sameProps(previous.props as Record<string, unknown>, next.props as Record<string, unknown>)
    );
  }
  return false;
}

/**
 * `next`, with each of its top-level children that describes what the committed one did replaced by that
 * one (React compares children one by one, so the list around them may be new).
 */
function keepSame(previous: ReactNode, next: ReactNode): ReactNode {
  if (Array.isArray(previous) && Array.isArray(next) && previous.length === next.length) {
    return next.map((child: ReactNode, index) => keepSame(previous[index] as ReactNode, child));
  }
  return sameNode(previous, next) ? previous : next;
}

/**
 * The step's children, where they describe what was last shown, as the very elements last shown: React
 * then skips rendering them again (as `memo` would), and renders any that changed.
 */
export function useSameChildren(children: ReactNode): ReactNode {
  const committed = useRef(children);
  const shown = keepSame(committed.current, children);
  useLayoutEffect(() => {
    committed.current = shown;
  });
  return shown;
}
