// The shell's parts a page shows only on demand (the cart flyout, a toast), imported by name so that the dynamic
// imports in CartUi and ShellCountrySelector load these components, not all of @shop/ui.
export { CartFlyout, Toaster } from '@shop/ui';
