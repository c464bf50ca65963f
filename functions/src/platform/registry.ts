// Temporary: the registry moved to app/registry.ts; files still being edited elsewhere import it here.
export * from '../app/registry.ts';
