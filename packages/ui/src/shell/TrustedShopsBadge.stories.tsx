import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrustedShopsBadge } from './TrustedShopsBadge';

const meta = {
  title: 'Shell/TrustedShopsBadge',
  component: TrustedShopsBadge,
  args: {
    certificateUrl:
      'https://www.trustedshops.com/shop/certificate.php?shop_id=X0123456789ABCDEF0123456789ABCDEF',
  },
} satisfies Meta<typeof TrustedShopsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seal and the link to the edition's certificate (a new tab). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Unser Trusted-Shops-Zertifikat/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
