// A toast, loaded with the first toast of `LazyToaster` and imported by name, so that chunk is this component,
// not all of @shop/ui.
export { Toast } from '@shop/ui';
