// The shell's toast, shown only on demand, imported by name so that the dynamic import in ShellCountrySelector
// loads this component, not all of @shop/ui.
export { Toaster } from '@shop/ui';
