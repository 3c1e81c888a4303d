// The minimized header's menu, loaded only on pages whose configuration asks for it (PageIslands.tsx).
export { MinimizedMenu } from '@shop/ui';
