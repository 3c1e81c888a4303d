// Client parts that a page of any type shows only when its content asks for them (see PageIslands.tsx).
export { MinimizedMenu, SmartMessage } from '@shop/ui';
