// Vite's import.meta.glob, as vitest compiles it (the vite/client types are not a dependency of this package).
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
